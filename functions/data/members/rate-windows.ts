/**
 * Fixed-window counters for rate limits (mail sends per address, uploads and restyles per member, wrong
 * passwords per client address).
 *   RATE#<scope>#<subject> / WINDOW#<windowStart>    count; expires with its window
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../kernel/clock';
import { allItemsOf, batchDelete, db, keysOf, tableName } from '../table/client';
import { rateWindowKey, rateWindowsPartition } from '../keys/keys';
import { orIfConditionFailed, wasApplied } from '../table/writes';

export type RateScope =
  | 'signin-address'
  | 'signup-address'
  | 'mail'
  | 'upload'
  | 'share-mail'
  | 'api-key-upload'
  | 'member-mobile-upload'
  | 'api-key-create'
  | 'restyle'
  | 'tribe-invite'
  | 'data-export';

function windowKey(scope: RateScope, subject: string, windowMs: number) {
  const now = clock.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    key: rateWindowKey(scope, subject, start),
    resetsAt: start + windowMs,
  };
}

/**
 * Takes one of the window's `limit` places atomically, or answers `reserved: false` when all are taken (a refused
 * attempt does not count, so a flood does not push the count past the limit).
 */
export async function reserveRate(
  scope: RateScope,
  subject: string,
  windowMs: number,
  limit: number,
): Promise<{ reserved: boolean; retryAfterSeconds: number }> {
  const { update, retryAfterSeconds } = rateWindowUpdate(scope, subject, windowMs, limit);
  const result = await orIfConditionFailed(() => db().send(new UpdateCommand(update.Update)), null);
  return { reserved: result !== null, retryAfterSeconds };
}

/**
 * Taking one of a window's places as an update: `reserveRate` sends it alone, a caller's transaction
 * includes it so the place is taken exactly when the thing it counts is written (its condition fails
 * when the window is full).
 */
export function rateWindowUpdate(scope: RateScope, subject: string, windowMs: number, limit: number) {
  const { key, resetsAt } = windowKey(scope, subject, windowMs);
  return {
    retryAfterSeconds: (resetsAt - clock.now().getTime()) / 1000,
    update: {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':ttl': Math.ceil(resetsAt / 1000), ':limit': limit },
      },
    },
  };
}

/** Gives a reserved place back (the attempt turned out not to count), if its window still exists. */
export async function releaseRate(scope: RateScope, subject: string, windowMs: number): Promise<void> {
  const { key } = windowKey(scope, subject, windowMs);
  await wasApplied(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    ),
  );
}

/** Deletes every window of one scope and subject (a member leaving; the windows would expire anyway). */
export async function deleteRateWindows(scope: RateScope, subject: string): Promise<void> {
  await batchDelete(keysOf(await allItemsOf({ partition: rateWindowsPartition(scope, subject), projection: 'PK, SK' })));
}
