/**
 * Turns a TransactWriteItems request into planned single-item actions, validating it the way
 * DynamoDB does before touching any data: 1..100 items, exactly one action each, every action a
 * valid PutItem/UpdateItem/DeleteItem in its own right, and no two actions on one item.
 */
import { type SingleWriteOperation, type ValidatedRequest, validateRequest } from './dynalite-rules';
import type { DynaliteClient } from './dynalite-client';
import { itemIdentity, keyAttributeNames, keyOfItem } from './table-keys';
import { type AttributeMap, isRecord, validationError } from './wire';
import { MAX_TRANSACTION_ITEMS } from '../../../shared/constants';

export { MAX_TRANSACTION_ITEMS };

const ACTION_KINDS = ['ConditionCheck', 'Put', 'Update', 'Delete'] as const;
type ActionKind = (typeof ACTION_KINDS)[number];

/** Which fields of each transactional action the equivalent single-item call accepts. */
const EXPRESSION_FIELDS = ['ConditionExpression', 'ExpressionAttributeNames', 'ExpressionAttributeValues'] as const;
const SINGLE_CALL: Record<ActionKind, { operation: SingleWriteOperation; fields: readonly string[] }> = {
  Put: { operation: 'PutItem', fields: ['TableName', 'Item', ...EXPRESSION_FIELDS] },
  Update: { operation: 'UpdateItem', fields: ['TableName', 'Key', 'UpdateExpression', ...EXPRESSION_FIELDS] },
  Delete: { operation: 'DeleteItem', fields: ['TableName', 'Key', ...EXPRESSION_FIELDS] },
  // A ConditionCheck is validated like a conditional DeleteItem, and never written.
  ConditionCheck: { operation: 'DeleteItem', fields: ['TableName', 'Key', ...EXPRESSION_FIELDS] },
};

export interface PlannedAction {
  readonly tableName: string;
  readonly key: AttributeMap;
  /** Holds the parsed condition, judged against the item's old image. */
  readonly check: ValidatedRequest;
  /** The write to apply, absent for a ConditionCheck. */
  readonly write?: { operation: SingleWriteOperation; input: Record<string, unknown> };
  readonly returnOldImageOnFailure: boolean;
}

export async function planTransactWrite(dynalite: DynaliteClient, request: Record<string, unknown>): Promise<PlannedAction[]> {
  const items = transactItems(request);
  const drafts = items.map((item, index) => draftAction(item, index + 1));
  const keyNames = await keyNamesByTable(
    dynalite,
    drafts.filter((d) => d.kind === 'Put').map((d) => d.input.TableName as string),
  );
  const actions = drafts.map((draft) => toPlannedAction(draft, keyNames));
  assertOneActionPerItem(actions);
  return actions;
}

/** The TransactItems list of a TransactWriteItems or TransactGetItems request, length-checked. */
export function transactItems(request: Record<string, unknown>): Record<string, unknown>[] {
  const items = request.TransactItems;
  if (!Array.isArray(items)) {
    throw validationError(
      "1 validation error detected: Value null at 'transactItems' failed to satisfy constraint: Member must not be null",
    );
  }
  if (items.length < 1 || items.length > MAX_TRANSACTION_ITEMS) {
    const bound = items.length < 1 ? 'greater than or equal to 1' : `less than or equal to ${MAX_TRANSACTION_ITEMS}`;
    throw validationError(
      `1 validation error detected: Value at 'transactItems' failed to satisfy constraint: Member must have length ${bound}`,
    );
  }
  return items.map((item) => (isRecord(item) ? item : {}));
}

interface DraftAction {
  kind: ActionKind;
  input: Record<string, unknown>;
  check: ValidatedRequest;
  returnOldImageOnFailure: boolean;
}

function draftAction(item: Record<string, unknown>, position: number): DraftAction {
  const present = ACTION_KINDS.filter((kind) => item[kind] != null);
  const kind = present[0];
  if (present.length !== 1 || kind === undefined || !isRecord(item[kind])) {
    throw validationError('TransactItems can only contain one of Check, Put, Update or Delete');
  }
  const action = item[kind] as Record<string, unknown>;
  requireField(action, kind === 'Update' ? 'UpdateExpression' : undefined, position, kind);
  requireField(action, kind === 'ConditionCheck' ? 'ConditionExpression' : undefined, position, kind);

  const returnValues = action.ReturnValuesOnConditionCheckFailure;
  if (returnValues !== undefined && returnValues !== 'ALL_OLD' && returnValues !== 'NONE') {
    throw validationError(
      `1 validation error detected: Value '${String(returnValues)}' at 'transactItems.${position}.member.${memberName(kind)}.returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD, NONE]`,
    );
  }

  const { operation, fields } = SINGLE_CALL[kind];
  const input = Object.fromEntries(fields.filter((field) => action[field] !== undefined).map((field) => [field, action[field]]));
  return { kind, input, check: validateRequest(operation, input), returnOldImageOnFailure: returnValues === 'ALL_OLD' };
}

function requireField(action: Record<string, unknown>, field: string | undefined, position: number, kind: ActionKind): void {
  if (field === undefined || typeof action[field] === 'string') return;
  const path = `transactItems.${position}.member.${memberName(kind)}.${field[0]?.toLowerCase()}${field.slice(1)}`;
  throw validationError(`1 validation error detected: Value null at '${path}' failed to satisfy constraint: Member must not be null`);
}

function memberName(kind: ActionKind): string {
  return kind === 'ConditionCheck' ? 'conditionCheck' : kind.toLowerCase();
}

async function keyNamesByTable(dynalite: DynaliteClient, tableNames: string[]): Promise<Map<string, string[]>> {
  const unique = [...new Set(tableNames)];
  const names = await Promise.all(unique.map((table) => keyAttributeNames(dynalite, table)));
  return new Map(unique.map((table, index) => [table, names[index] ?? []]));
}

function toPlannedAction(draft: DraftAction, keyNamesOf: Map<string, string[]>): PlannedAction {
  const tableName = draft.input.TableName as string;
  const key =
    draft.kind === 'Put'
      ? keyOfItem(draft.input.Item as AttributeMap, keyNamesOf.get(tableName) ?? [])
      : (draft.input.Key as AttributeMap);
  const write = draft.kind === 'ConditionCheck' ? undefined : { operation: SINGLE_CALL[draft.kind].operation, input: draft.input };
  return { tableName, key, check: draft.check, returnOldImageOnFailure: draft.returnOldImageOnFailure, ...(write ? { write } : {}) };
}

function assertOneActionPerItem(actions: readonly PlannedAction[]): void {
  const seen = new Set<string>();
  for (const action of actions) {
    const identity = itemIdentity(action.tableName, action.key);
    if (seen.has(identity)) throw validationError('Transaction request cannot include multiple operations on one item');
    seen.add(identity);
  }
}
