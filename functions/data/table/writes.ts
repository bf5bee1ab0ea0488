/**
 * The write shapes the data modules share: a conditional write whose failed condition means something
 * in the domain, and an item put or deleted together with the counters that count it.
 */
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, isConditionFailure, isTransactionConditionFailure, tableName } from './client';

type Key = { PK: string; SK: string };

/** The item must not exist yet (a put that claims a key). */
export const IS_NEW = 'attribute_not_exists(PK)';
/** The item must exist (an update or delete of something that may have gone). */
export const EXISTS = 'attribute_exists(PK)';

/** A single write's condition failed, or a transaction was cancelled because one of its conditions failed. */
const failedOnCondition = (error: unknown) => isConditionFailure(error) || isTransactionConditionFailure(error);

/** The write's result, or `fallback` when its condition failed (other errors pass through). */
export async function orIfConditionFailed<T, F>(write: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await write();
  } catch (error) {
    if (failedOnCondition(error)) return fallback;
    throw error;
  }
}

/** Whether the write applied: false when its condition failed, the usual answer to losing a race. */
export const wasApplied = (write: () => Promise<unknown>): Promise<boolean> =>
  orIfConditionFailed(async () => (await write(), true), false);

/** The write's result; a failed condition throws the domain's error for it instead (other errors pass through). */
export async function throwIfConditionFailed<T>(write: () => Promise<T>, domainError: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (failedOnCondition(error)) throw domainError();
    throw error;
  }
}

export type ItemChange =
  | { put: Key & Record<string, unknown>; condition: string; values?: Record<string, unknown> }
  | { delete: Key; condition: string; values?: Record<string, unknown> };

/** Counters on an item that must exist, each moved by its delta (0 is allowed and changes nothing). */
export interface CounterMove {
  key: Key;
  add: Record<string, number>;
  /** Refuses the move (its condition fails) when this counter already stands at `max`: a cap counted atomically. */
  cap?: { counter: string; max: number };
  /** A tally item of its own (a member's count of something), made by its first move instead of required. */
  createIfMissing?: boolean;
  /** Plain attributes the move also sets (what a tally item made by its first move is known by). */
  set?: Record<string, string>;
}

/**
 * Puts or deletes the item and moves the counters that count it in ONE transaction, so the counters
 * always equal the items. The item's condition guards against doing it twice; each counted item must
 * exist. The transaction's items are in this order (the change first, then the counters as given),
 * which is what a caller reads CancellationReasons by.
 */
export async function changeWithCounters(
  changes: ItemChange | readonly ItemChange[],
  counters: readonly CounterMove[],
): Promise<void> {
  const items = (Array.isArray(changes) ? changes : [changes]) as readonly ItemChange[];
  await db().send(new TransactWriteCommand({ TransactItems: [...items.map(itemChange), ...counters.map(counterUpdate)] }));
}

function itemChange(change: ItemChange) {
  const values = change.values ? { ExpressionAttributeValues: change.values } : {};
  return 'put' in change
    ? { Put: { TableName: tableName(), Item: change.put, ConditionExpression: change.condition, ...values } }
    : { Delete: { TableName: tableName(), Key: change.delete, ConditionExpression: change.condition, ...values } };
}

function counterUpdate({ key, add, cap, createIfMissing, set = {} }: CounterMove) {
  const names = Object.keys(add);
  const setNames = Object.keys(set);
  const conditions = [...(createIfMissing ? [] : [EXISTS]), ...(cap ? ['(attribute_not_exists(#cap) OR #cap < :cap)'] : [])];
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: [
        `ADD ${names.map((name) => `#${name} :${name}`).join(', ')}`,
        ...(setNames.length ? [`SET ${setNames.map((name) => `#${name} = :${name}`).join(', ')}`] : []),
      ].join(' '),
      ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
      ExpressionAttributeNames: {
        ...Object.fromEntries([...names, ...setNames].map((name) => [`#${name}`, name])),
        ...(cap ? { '#cap': cap.counter } : {}),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, add[name]])),
        ...Object.fromEntries(setNames.map((name) => [`:${name}`, set[name]])),
        ...(cap ? { ':cap': cap.max } : {}),
      },
    },
  };
}

const MAX_UNCOUNT_ATTEMPTS = 8;
const isConflict = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TransactionConflictException' ||
    (error.name === 'TransactionCanceledException' && cancellationCodes(error).includes('TransactionConflict')));

/**
 * Deletes a counted item and moves its counters back, once, for clean-ups that must finish whatever
 * else is happening (account deletion): 'deleted' when this call did it; 'changed' when the item is
 * gone or no longer matches `condition` (another call got there first: the caller may read again);
 * when a counted item is itself gone there is nothing left to correct, so the item is deleted alone.
 * Transaction conflicts with concurrent writers are retried.
 */
export async function deleteWithCounters(
  key: Key,
  counters: readonly CounterMove[],
  guard: { condition?: string; values?: Record<string, unknown> } = {},
): Promise<'deleted' | 'changed'> {
  const condition = guard.condition ? `${EXISTS} AND ${guard.condition}` : EXISTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await changeWithCounters({ delete: key, condition, values: guard.values }, counters);
      return 'deleted';
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes[0] === 'ConditionalCheckFailed') return 'changed';
      if (codes.slice(1).includes('ConditionalCheckFailed')) {
        await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
        return 'deleted';
      }
      if (!isConflict(error) || attempt >= MAX_UNCOUNT_ATTEMPTS) throw error;
      await new Promise((done) => setTimeout(done, 5 + Math.random() * 20 * attempt));
    }
  }
}
