/**
 * Tribe fan-out on write (docs/decisions/tribe-fan-out.md). Keys (built in keys.ts and photo-keys.ts):
 *   USER#<memberId> / FEED#<photoId>     a photo shared with a tribe the member belongs to, in their own
 *                                        partition (their feed reads it with one Query; leaving deletes it)
 *   PHOTO#<id> / PHOTO                   `fanOutToken` and `fanOutTribes` (the tribes whose members may hold
 *     GSI2 FANOUT#PENDING#<shard> / <token>  an item of it); the index entry only while a fan-out is unfinished
 * tribe-fan-out.ts decides who gets which item; this module only writes and reads them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { idTimePrefix, newId } from '../../kernel/ids';
import { batchDelete, batchPut, db, queryAll, tableName } from '../table/client';
import { FAN_OUT_PENDING_SHARDS, fanOutPendingPartition, memberFeedKey } from '../keys/keys';
import { photoFanOutPendingIndex, photoKey } from '../keys/photo-keys';
import { EXISTS, wasApplied } from '../table/writes';

export interface FeedEntry {
  memberId: string;
  photoId: string;
  ownerId: string;
}

/** Puts the entries' feed items: a photo is one item per member whichever tribes brought it, so repeats change nothing. */
export const putInFeeds = (entries: readonly FeedEntry[]) =>
  batchPut(
    entries.map(({ memberId, photoId, ownerId }) => ({ ...memberFeedKey(memberId, photoId), type: 'feed-photo', photoId, ownerId })),
  );

export const removeFromFeeds = (entries: readonly Pick<FeedEntry, 'memberId' | 'photoId'>[]) =>
  batchDelete(entries.map(({ memberId, photoId }) => memberFeedKey(memberId, photoId)));

/**
 * The attributes a photo item carries while its fan-out is unfinished (put with a new photo), and the
 * tribes whose members may then hold its items.
 */
export function pendingFanOutAttributes(photoId: string, tribes: readonly string[]) {
  const token = newId();
  return { fanOutToken: token, fanOutTribes: [...tribes], ...photoFanOutPendingIndex(photoId, token) };
}

/**
 * The same for an update of an existing photo (a privacy change, in its transaction): the tribes before
 * and after are added to `fanOutTribes`, so a fan-out that runs later still knows whose items to remove.
 */
export function pendingFanOutUpdate(photoId: string, tribes: readonly string[]) {
  const { fanOutToken, ...index } = pendingFanOutAttributes(photoId, tribes);
  return {
    set: 'fanOutToken = :fanOutToken, GSI2PK = :fanOutPk, GSI2SK = :fanOutToken, fanOutTribes = list_append(if_not_exists(fanOutTribes, :noTribes), :fanOutTribes)',
    values: { ':fanOutToken': fanOutToken, ':fanOutPk': index.GSI2PK, ':noTribes': [], ':fanOutTribes': [...tribes] },
  };
}

/**
 * Records a fan-out as finished (its index entry removed, `fanOutTribes` now the tribes written), only
 * while no newer change started another (`token` still the photo's; none when none was pending).
 * False when one did: the caller reads the photo again.
 */
export async function finishFanOut(photoId: string, token: string | undefined, tribes: readonly string[]): Promise<boolean> {
  const finish = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photoId),
        UpdateExpression: 'SET fanOutTribes = :tribes REMOVE fanOutToken, GSI2PK, GSI2SK',
        ConditionExpression: `${EXISTS} AND ${token ? 'fanOutToken = :token' : 'attribute_not_exists(fanOutToken)'}`,
        ExpressionAttributeValues: { ':tribes': [...tribes], ...(token ? { ':token': token } : {}) },
      }),
    );
  return wasApplied(finish);
}

/** The ids of photos whose fan-out started before `startedBeforeMs` and is unfinished: the reconcile's work. */
export async function pendingFanOutPhotoIds(startedBeforeMs: number): Promise<string[]> {
  const shards = Array.from({ length: FAN_OUT_PENDING_SHARDS }, (_, shard) => shard);
  const pages = await Promise.all(
    shards.map((shard) =>
      queryAll({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
        ExpressionAttributeValues: { ':pk': fanOutPendingPartition(shard), ':before': idTimePrefix(startedBeforeMs) },
        ProjectionExpression: 'id',
      }),
    ),
  );
  return pages.flat().map((item) => String(item.id));
}
