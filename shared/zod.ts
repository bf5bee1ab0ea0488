/**
 * zod for every schema of the app, server and web alike: zod/mini, the functional build (`z.optional(x)`,
 * `.check(z.minLength(n, message))`), so a bundle carries only the validators its schemas use, not the
 * whole of zod (issue 12: 443 KB of every Lambda bundle). zod/mini loads no locale, so its messages would
 * all read "Invalid input": English is set here, once, so the messages a schema leaves to zod stay the
 * ones the full build gives. Import it as `import * as z from '…/shared/zod'`, never from 'zod': a
 * namespace import lets the bundler keep only the functions used.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
