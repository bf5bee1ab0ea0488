/**
 * zod for every schema of the app, server and web alike: zod/mini, the functional build (`z.optional(x)`,
 * `.check(z.minLength(n, message))`), so a bundle carries only the validators its schemas use, not the
 * whole of zod (issue 12: 443 KB of every Lambda bundle). zod/mini loads no locale, so its messages would
 * all read "Invalid input": English is set here, once, so the messages a schema leaves to zod stay the
 * ones the full build gives. Import it as `import * as z from '…/shared/zod'`, never from 'zod': a
 * namespace import lets the bundler keep only the functions used.
 */
import { config, ZodMiniNumber } from 'zod/mini';
import { _coercedNumber, type $ZodNumberParams } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';

/**
 * `z.coerce.number()`, built as zod/mini builds it, without the rest of `z.coerce`: esbuild (the Lambda
 * bundles) keeps a namespace reached through another one whole, so `z.coerce.number` would bring the
 * bigint and date schemas along (2 KB of every bundle).
 */
export const coercedNumber = (params?: string | $ZodNumberParams): ZodMiniNumber<unknown> =>
  _coercedNumber(ZodMiniNumber, params) as ZodMiniNumber<unknown>;
