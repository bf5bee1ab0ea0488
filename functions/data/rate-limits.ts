/**
 * Fixed-window counters for rate limits (failed sign-ins per account, mail sends per address).
 *   RATE#<scope>#<subject> / WINDOW#<windowStart>    count; expires with its window
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { allItemsOf, batchDelete, db, isLive, keysOf, tableName } from './client';
import { rateWindowKey, rateWindowsPartition } from './keys';

export type RateScope = 'signin-failure' | 'mail' | 'upload' | 'share-mail' | 'api-key-upload';

function windowKey(scope: RateScope, subject: string, windowMs: number) {
  const now = clock.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    key: rateWindowKey(scope, subject, start),
    resetsAt: start + windowMs,
  };
}

export interface RateState {
  count: number;
  retryAfterSeconds: number;
}

export async function readRate(scope: RateScope, subject: string, windowMs: number): Promise<RateState> {
  const { key, resetsAt } = windowKey(scope, subject, windowMs);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return {
    count: Item && isLive(Item) ? Number(Item.count ?? 0) : 0,
    retryAfterSeconds: (resetsAt - clock.now().getTime()) / 1000,
  };
}

/** Adds one to the window's count atomically and returns the new state. */
export async function hitRate(scope: RateScope, subject: string, windowMs: number): Promise<RateState> {
  const { key, resetsAt } = windowKey(scope, subject, windowMs);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': Math.ceil(resetsAt / 1000) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return {
    count: Number(Attributes?.count ?? 1),
    retryAfterSeconds: (resetsAt - clock.now().getTime()) / 1000,
  };
}

/** Deletes every window of one scope and subject (a member leaving; the windows would expire anyway). */
export async function deleteRateWindows(scope: RateScope, subject: string): Promise<void> {
  await batchDelete(keysOf(await allItemsOf({ partition: rateWindowsPartition(scope, subject), projection: 'PK, SK' })));
}
