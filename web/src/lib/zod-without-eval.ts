/**
 * zod builds fast object parsers with `new Function` and, to learn whether it may, calls `Function('')`
 * once: under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. Jitless
 * zod parses the same without it. zod reads the flag as each schema is built, so it must run before
 * anything defines one: the build keeps this module in zod's own chunk (web/vite.config.ts), which every
 * chunk that builds a schema imports first, and lib/deferred-schemas.ts imports it (the entry itself
 * builds no schema).
 */
import * as z from '@shared/zod';

z.config({ jitless: true });
