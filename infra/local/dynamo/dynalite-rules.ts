/**
 * dynalite's own request validators and condition evaluator, reused so a transaction item is
 * validated, and its ConditionExpression judged, exactly as the same PutItem/UpdateItem/DeleteItem
 * would be. These are dynalite internals (pinned at 4.0.0), loaded with require: CommonJS modules
 * with directory indexes, which ESM cannot import by bare path.
 */
import { createRequire } from 'node:module';
import type { DynaliteError } from 'dynalite/db';
import type { ActionValidation } from 'dynalite/validations';
import { type AttributeMap, DynamoError, ErrorTypes } from './wire';

const require = createRequire(import.meta.url);
const db = require('dynalite/db') as typeof import('dynalite/db');
const validations = require('dynalite/validations') as typeof import('dynalite/validations');

export type SingleWriteOperation = 'PutItem' | 'UpdateItem' | 'DeleteItem';

const RULES: Record<SingleWriteOperation, ActionValidation> = {
  PutItem: require('dynalite/validations/putItem') as ActionValidation,
  UpdateItem: require('dynalite/validations/updateItem') as ActionValidation,
  DeleteItem: require('dynalite/validations/deleteItem') as ActionValidation,
};

/** The validators only read `options.maxItemSize` from the store (DynamoDB's 400 KB item limit). */
const VALIDATION_STORE = { options: { maxItemSize: 400 * 1024 } };

/** A request that passed validation, holding dynalite's parsed form of its condition. */
export interface ValidatedRequest {
  readonly parsed: Record<string, unknown>;
}

/**
 * Validates `input` as `operation` would be validated; throws the DynamoError DynamoDB would answer.
 * Works on a copy: dynalite's type check coerces and strips fields in place.
 */
export function validateRequest(operation: SingleWriteOperation, input: Record<string, unknown>): ValidatedRequest {
  const rules = RULES[operation];
  try {
    const parsed = validations.checkTypes(structuredClone(input), rules.types);
    validations.checkValidations(parsed, rules.types, rules.custom, VALIDATION_STORE);
    return { parsed };
  } catch (error) {
    throw asDynamoError(error);
  }
}

/** True when the request's condition (if any) holds against the item's current image. */
export function conditionHolds(request: ValidatedRequest, image: AttributeMap | undefined): boolean {
  return db.checkConditional(request.parsed, image) == null;
}

function asDynamoError(error: unknown): DynamoError {
  if (isDynaliteError(error)) return new DynamoError(error.statusCode, error.body);
  return new DynamoError(500, { __type: ErrorTypes.internal, message: String(error) });
}

function isDynaliteError(error: unknown): error is DynaliteError {
  return error instanceof Error && typeof (error as Partial<DynaliteError>).statusCode === 'number';
}
