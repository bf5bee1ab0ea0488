/** A shared zod schema as an OpenAPI 3.1 Schema Object (JSON Schema 2020-12), through zod 4's own converter. */
import * as z from '../../../shared/zod';

export type JsonSchema = Record<string, unknown>;

/**
 * `io: 'input'` for what clients send (defaults make fields optional), 'output' for what they get.
 * Transforms and custom checks have no JSON Schema: they read as "any value" rather than failing.
 */
export function toSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}
