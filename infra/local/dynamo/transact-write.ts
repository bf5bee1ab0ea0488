/**
 * TransactWriteItems on top of dynalite. Under the one write lock: read every targeted item, judge
 * every condition (all of them, so the cancellation lists each failing action), and only if all hold
 * apply the writes one by one, restoring the old images if one of them fails. No other write can
 * interleave, so the result is all-or-nothing and isolated, as DynamoDB promises.
 */
import { type CancellationReason, NO_REASON, conditionalCheckFailed, reasonsForOneFailure, transactionCanceled } from './cancellation';
import { conditionHolds } from './dynalite-rules';
import type { DynaliteClient } from './dynalite-client';
import type { IdempotencyTokens } from './idempotency';
import type { Mutex } from './mutex';
import { type PlannedAction, planTransactWrite } from './transact-plan';
import { type AttributeMap, DynamoError } from './wire';

export interface TransactWriteDeps {
  dynalite: DynaliteClient;
  writeLock: Mutex;
  tokens: IdempotencyTokens;
}

export async function transactWriteItems(deps: TransactWriteDeps, request: Record<string, unknown>): Promise<object> {
  const actions = await planTransactWrite(deps.dynalite, request);
  const token = typeof request.ClientRequestToken === 'string' ? request.ClientRequestToken : undefined;
  const fingerprint = JSON.stringify(request.TransactItems);

  return deps.writeLock.run(async () => {
    if (token && deps.tokens.alreadyApplied(token, fingerprint)) return {};
    const oldImages = await Promise.all(actions.map((action) => readImage(deps.dynalite, action)));
    const reasons = judgeConditions(actions, oldImages);
    if (reasons.some((reason) => reason.Code !== 'None')) throw transactionCanceled(reasons);
    await applyWrites(deps.dynalite, actions, oldImages);
    if (token) deps.tokens.remember(token, fingerprint);
    return {};
  });
}

async function readImage(dynalite: DynaliteClient, action: PlannedAction): Promise<AttributeMap | undefined> {
  const { Item } = await dynalite.call<{ Item?: AttributeMap }>('GetItem', {
    TableName: action.tableName,
    Key: action.key,
    ConsistentRead: true,
  });
  return Item;
}

function judgeConditions(actions: readonly PlannedAction[], oldImages: readonly (AttributeMap | undefined)[]): CancellationReason[] {
  return actions.map((action, index) => {
    const oldImage = oldImages[index];
    if (conditionHolds(action.check, oldImage)) return NO_REASON;
    return conditionalCheckFailed(action.returnOldImageOnFailure ? oldImage : undefined);
  });
}

async function applyWrites(
  dynalite: DynaliteClient,
  actions: readonly PlannedAction[],
  oldImages: readonly (AttributeMap | undefined)[],
): Promise<void> {
  const applied: number[] = [];
  for (const [index, action] of actions.entries()) {
    if (!action.write) continue;
    try {
      await dynalite.call(action.write.operation, action.write.input);
      applied.push(index);
    } catch (error) {
      await restore(
        dynalite,
        applied.reverse().map((i) => ({ action: actions[i]!, oldImage: oldImages[i] })),
      );
      throw cancellationFor(error, actions.length, index);
    }
  }
}

/** Puts back each item's old image, or deletes the item when there was none. */
async function restore(
  dynalite: DynaliteClient,
  changes: { action: PlannedAction; oldImage: AttributeMap | undefined }[],
): Promise<void> {
  for (const { action, oldImage } of changes) {
    if (oldImage) await dynalite.call('PutItem', { TableName: action.tableName, Item: oldImage });
    else await dynalite.call('DeleteItem', { TableName: action.tableName, Key: action.key });
  }
}

/**
 * DynamoDB reports an action that is invalid only against the stored item (an ADD on a string, an
 * item grown past 400 KB) as a cancellation with a ValidationError reason; other errors go out as they are.
 */
function cancellationFor(error: unknown, count: number, failedIndex: number): unknown {
  if (!(error instanceof DynamoError)) return error;
  if (error.type === 'ValidationException') {
    return transactionCanceled(reasonsForOneFailure(count, failedIndex, { Code: 'ValidationError', Message: error.message }));
  }
  if (error.type === 'ConditionalCheckFailedException') {
    return transactionCanceled(reasonsForOneFailure(count, failedIndex, conditionalCheckFailed(undefined)));
  }
  return error;
}
