/**
 * zod for every schema of the app, server and web alike: zod/mini, the functional build (`z.optional(x)`,
 * `.check(z.minLength(n, message))`), a few KB where classic zod is some 450 KB in every Lambda bundle and
 * the web app. zod/mini loads no locale, so its messages would all read "Invalid input": English is set
 * here, once, so the messages a schema leaves to zod stay the ones the full build gives. Import it as
 * `import * as z from '…/shared/zod'`, never from 'zod', so every schema gets the English messages.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
