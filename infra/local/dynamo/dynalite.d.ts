/**
 * Minimal types for dynalite 4.0.0, which ships none. Only what the local runtime touches: the
 * server factory, and the internal validators and condition evaluator that the transaction front
 * reuses so a condition means exactly what it means on a plain PutItem/UpdateItem/DeleteItem.
 */
declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
  }

  function dynalite(options?: DynaliteOptions): Server;
  export default dynalite;
}

/** dynalite's `db` module (loaded with require: it is CommonJS with a directory index). */
declare module 'dynalite/db' {
  /** An error as dynalite raises it: the HTTP status and the DynamoDB JSON body to answer. */
  export interface DynaliteError extends Error {
    statusCode: number;
    body: { __type: string; message?: string; Message?: string };
  }

  /** Evaluates `_condition` (set by the validators) or `Expected` against an item image. */
  export function checkConditional(data: object, existingItem: object | undefined): DynaliteError | null | undefined;
}

/** dynalite's request validators: type coercion, then constraint and expression checks. */
declare module 'dynalite/validations' {
  export interface ActionValidation {
    types: Record<string, unknown>;
    custom?: (data: object, store: unknown) => string | undefined;
  }

  export function checkTypes(data: object, types: ActionValidation['types']): Record<string, unknown>;
  /** Throws a DynaliteError (ValidationException); parses ConditionExpression into `data._condition`. */
  export function checkValidations(
    data: object,
    types: ActionValidation['types'],
    custom: ActionValidation['custom'],
    store: unknown,
  ): void;
}
