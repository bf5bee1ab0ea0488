/**
 * Deleting a photo with everything that hangs off it: its partition, its tribe shares, members' feed
 * items, its search index items, its counter shards and its reactions (in the reactors' partitions since
 * issue 29).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Privacy } from '../../shared/schemas/photo';
import { batchDelete, db, queryAll, tableName } from './client';
import { isItemKey } from './parse';
import { deletedPhotoKey, deletedPhotoPartitions, photoKey, photoPartition, photoSearchTermsKey } from './photo-keys';
import { idTimePrefix, newId } from '../lib/ids';
import { tribePhotoKey } from './tribe-keys';
import { publicCopyKeys } from './public-photos';
import type { PhotoRecord } from './photo';
import { forgetPhotoIndex, unindexPhoto } from './search-index';
import { counterShardKeys } from './photo-counts';
import { reactionKeysOf } from './reactions';
import { sharedTribes } from './tribe-photos';
import { EXISTS, orIfConditionFailed } from './writes';
import { feedKeysOf } from './tribe-fan-out';

/**
 * Deletes the photo first (it is gone for every reader at once), then its search index items, its tribe shares and every item
 * of its partition (reactions, comments, share links), with the item outside it that a dependant names
 * in `linkKey` (a share link's hashed link). Idempotent: a second call finds nothing and does nothing.
 * The reconcile sweeps its dependants once more later (sweepDeletedPhotos).
 */
export async function deletePhoto(photo: PhotoRecord): Promise<void> {
  await rememberDeletion(photo);
  await db().send(new DeleteCommand({ TableName: tableName(), Key: photoKey(photo.id) }));
  await deleteDependants(photo);
}

type DeletedPhoto = { id: string; privacy?: Privacy; fanOutTribes?: string[] };

async function deleteDependants(photo: DeletedPhoto): Promise<void> {
  await unindexPhoto(photo.id);
  await batchDelete(await dependantKeys(photo));
}

/**
 * Lists the photo for a second sweep, before anything is deleted: a like, a view or a comment whose request
 * found the photo visible just before the deletion can land after it (nothing in them touches the photo's
 * own item: hot-counters.md), and a reaction may not be in its index yet when the first sweep reads it.
 */
async function rememberDeletion(photo: DeletedPhoto): Promise<void> {
  const item = {
    ...deletedPhotoKey(photo.id, newId()),
    type: 'deleted-photo',
    photoId: photo.id,
    ...(photo.privacy ? { privacy: photo.privacy } : {}),
    ...(photo.fanOutTribes?.length ? { fanOutTribes: photo.fanOutTribes } : {}),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** How many deleted photos one reconcile run sweeps again per shard; the next run takes the rest. */
const SWEEP_PAGE = 100;

/**
 * The second sweep, for photos deleted before `deletedBeforeMs` (longer ago than any request runs): what
 * raced in after their deletion goes, and the photo leaves the list. A photo whose item is still there was
 * not deleted after all (its deletion failed before the item went, or an account's deletion has not reached
 * it yet): nothing of it is touched, and the deletion that finishes lists it again. How many were swept.
 */
export async function sweepDeletedPhotos(deletedBeforeMs: number, until: number): Promise<number> {
  const pages = await Promise.all(
    deletedPhotoPartitions().map((partition) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND SK < :before',
          ExpressionAttributeValues: { ':pk': partition, ':before': idTimePrefix(deletedBeforeMs) },
          Limit: SWEEP_PAGE,
        }),
      ),
    ),
  );
  let swept = 0;
  for (const entry of pages.flatMap((page) => page.Items ?? [])) {
    if (Date.now() >= until) break;
    const photo: DeletedPhoto = {
      id: String(entry.photoId),
      privacy: entry.privacy as Privacy | undefined,
      fanOutTribes: Array.isArray(entry.fanOutTribes) ? entry.fanOutTribes.map(String) : undefined,
    };
    if (!(await photoItemExists(photo.id))) {
      await deleteDependants(photo);
      swept += 1;
    }
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: entry.PK, SK: entry.SK } }));
  }
  return swept;
}

async function photoItemExists(photoId: string): Promise<boolean> {
  const read = new GetCommand({ TableName: tableName(), Key: photoKey(photoId), ProjectionExpression: 'PK', ConsistentRead: true });
  return Boolean((await db().send(read)).Item);
}

/**
 * The photo's tribe shares, its public copies and its items in members' feeds (tribe-fan-out.ts). The
 * copies are removed whatever the privacy read says: a privacy change racing the delete cannot leave one
 * behind (removing an absent item is harmless).
 */
const sharedCopyKeys = async (photo: DeletedPhoto) => [
  ...(photo.privacy ? sharedTribes(photo.privacy).map((t) => tribePhotoKey(t, photo.id)) : []),
  ...publicCopyKeys(photo.id),
  ...(await feedKeysOf(photo)),
];

/**
 * The photo's tribe shares, every item of its partition but the photo item, the share links those point
 * at, its counter shards and its reactions. A reaction racing the deletion may not be in the index yet:
 * the second sweep finds it.
 */
async function dependantKeys(photo: DeletedPhoto): Promise<{ PK: string; SK: string }[]> {
  const [dependants, reactions] = await Promise.all([
    queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': photoPartition(photo.id) },
      ProjectionExpression: 'PK, SK, linkKey, fanOutTribes',
    }),
    reactionKeysOf(photo.id),
  ]);
  const ownedOutside = dependants.map((item) => item.linkKey).filter(isItemKey);
  const ownKeys = dependants
    .map(({ PK, SK }) => ({ PK: String(PK), SK: String(SK) }))
    .filter((key) => key.SK !== photoKey(photo.id).SK);
  // The photo item, when it is still there (an account's deletion), names the tribes it was fanned out to.
  const fanOutTribes = dependants.flatMap((item) => (Array.isArray(item.fanOutTribes) ? item.fanOutTribes.map(String) : []));
  const shared = await sharedCopyKeys({ ...photo, fanOutTribes: [...(photo.fanOutTribes ?? []), ...fanOutTribes] });
  return [...shared, ...ownKeys, ...ownedOutside, ...counterShardKeys(photo.id), ...reactions];
}

/**
 * For account deletion: the dependants first and the photo item last, so a crash half-way leaves the
 * photo listed under its owner, and the retry finds what is left of it.
 */
export async function deletePhotoDependantsFirst(photo: DeletedPhoto): Promise<void> {
  await rememberDeletion(photo);
  // The search record in the photo's partition says where its terms are: it goes after the photo item,
  // so terms that an analysis finishing meanwhile indexed are still found (search-index.ts).
  await unindexPhoto(photo.id);
  const manifest = photoSearchTermsKey(photo.id);
  await batchDelete((await dependantKeys(photo)).filter((key) => key.PK !== manifest.PK || key.SK !== manifest.SK));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: photoKey(photo.id) }));
  await forgetPhotoIndex(photo.id);
}

/**
 * Deletes a photo whose bytes never arrived, only while it is still processing (the caller checked
 * storage first), with its tribe shares. False when it changed or went meanwhile.
 */
export async function deleteUnsentPhoto(photo: PhotoRecord): Promise<boolean> {
  const remove = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: photoKey(photo.id),
        ConditionExpression: `${EXISTS} AND #status = :processing`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':processing': 'processing' },
      }),
    );
  const deleted = await orIfConditionFailed(async () => {
    await remove();
    return true;
  }, false);
  if (deleted) await batchDelete(await sharedCopyKeys(photo));
  return deleted;
}
