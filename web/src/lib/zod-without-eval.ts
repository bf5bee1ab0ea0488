/**
 * zod builds fast object parsers with `new Function` and, to learn whether it may, calls `Function('')`
 * once: under our Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation. Jitless
 * zod parses the same without it. zod reads the flag as each schema is built, so main.tsx imports this
 * module before anything that defines one.
 */
import * as z from '@shared/zod';

z.config({ jitless: true });
