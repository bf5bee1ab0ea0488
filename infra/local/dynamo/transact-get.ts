/**
 * TransactGetItems on top of dynalite: every Get is read while holding the write lock, so the
 * answer is one consistent snapshot that no transaction is halfway through.
 */
import type { DynaliteClient } from './dynalite-client';
import type { Mutex } from './mutex';
import { transactItems } from './transact-plan';
import { type AttributeMap, isRecord, validationError } from './wire';

/** The GetItem fields a transactional Get carries. */
const GET_FIELDS = ['TableName', 'Key', 'ProjectionExpression', 'ExpressionAttributeNames'] as const;

export async function transactGetItems(
  deps: { dynalite: DynaliteClient; writeLock: Mutex },
  request: Record<string, unknown>,
): Promise<{ Responses: { Item?: AttributeMap }[] }> {
  const gets = transactItems(request).map((item, index) => getInput(item, index + 1));
  return deps.writeLock.run(async () => {
    const answers = await Promise.all(
      gets.map((input) => deps.dynalite.call<{ Item?: AttributeMap }>('GetItem', { ...input, ConsistentRead: true })),
    );
    return { Responses: answers.map(({ Item }) => (Item ? { Item } : {})) };
  });
}

function getInput(item: Record<string, unknown>, position: number): Record<string, unknown> {
  const get = item.Get;
  if (!isRecord(get)) {
    throw validationError(
      `1 validation error detected: Value null at 'transactItems.${position}.member.get' failed to satisfy constraint: Member must not be null`,
    );
  }
  return Object.fromEntries(GET_FIELDS.filter((field) => get[field] !== undefined).map((field) => [field, get[field]]));
}
