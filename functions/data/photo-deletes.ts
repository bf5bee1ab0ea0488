/**
 * Deleting a photo with everything that hangs off it: its partition, its tribe shares, members' feed
 * items, its search index items, its counter shards and its reactions (in the reactors' partitions since
 * issue 29).
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Privacy } from '../../shared/schemas/photo';
import { batchDelete, db, queryAll, tableName } from './client';
import { isItemKey } from './parse';
import { photoKey, photoPartition, photoSearchTermsKey } from './photo-keys';
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
 */
export async function deletePhoto(photo: PhotoRecord): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: photoKey(photo.id) }));
  await unindexPhoto(photo.id);
  await batchDelete(await dependantKeys(photo));
}

type DeletedPhoto = { id: string; privacy?: Privacy; fanOutTribes?: string[] };

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
 * at, its counter shards and its reactions. A reaction racing the deletion may not be in the index yet
 * and stays behind in its member's partition, where lists skip it (no photo) and the member's deletion
 * removes it.
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
