/**
 * A required text field: trimmed, then 1 to `max` characters, with the field's own texts. A missing or
 * non-string value reads as required. A module of its own holding no schema, so a bundle that imports it
 * carries only this function (esbuild keeps every top-level schema of an imported module; issue 12).
 */
import * as z from '../zod';

/** `tooLong` defaults to `required`, for opaque values (ids, tokens) where too long means not one of ours. */
export const requiredText = (max: number, required: string, tooLong = required) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));
