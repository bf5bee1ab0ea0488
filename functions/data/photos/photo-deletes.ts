/**
 * Deleting a photo with everything that hangs off it: its partition, its tribe shares, members' feed
 * items, its search index items, its counter shards and its reactions (in the reactors' partitions, see
 * docs/decisions/hot-counters.md).
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Privacy } from '../../../shared/schemas/photo';
import { batchDelete, batchGet, db, queryAll, tableName } from '../table/client';
import { isItemKey } from '../table/parse';
import { deletedPhotoKey, deletedPhotoPartitions, photoKey, photoPartition, photoSearchTermsKey } from '../keys/photo-keys';
import { clock } from '../../kernel/clock';
import { idTimePrefix, newId } from '../../kernel/ids';
import { tribePhotoKey } from '../keys/tribe-keys';
import { publicCopyKeys } from './public-photos';
import type { PhotoRecord } from './photo';
import { forgetPhotoIndex, unindexPhoto } from './search-index';
import { counterShardKeys } from '../community/photo-counts';
import { reactionKeysOf, removeReactionsToDeletedPhoto } from '../community/reactions';
import { sharedTribes } from '../tribes/tribe-photos';
import { EXISTS, wasApplied } from '../table/writes';
import { feedKeysOf } from './tribe-fan-out';
import { markCountersForRecheck } from '../members/counter-recheck';

/**
 * Deletes the photo first (it is gone for every reader at once), then its search index items, its tribe shares and every item
 * of its partition (reactions, comments, share links), with the item outside it that a dependant names
 * in `linkKey` (a share link's hashed link). Idempotent: a second call finds nothing and does nothing.
 * The reconcile sweeps its dependants once more later (sweepDeletedPhotos).
 */
export async function deletePhoto(photo: PhotoRecord): Promise<void> {
  const deleted: DeletedPhoto = { id: photo.id, privacy: photo.privacy, fanOutTribes: photo.fanOutTribes, ownerId: photo.userId };
  await rememberDeletion(deleted, { sweepId: newId() });
  await db().send(new DeleteCommand({ TableName: tableName(), Key: photoKey(photo.id) }));
  await deleteDependants(deleted);
}

/**
 * `ownerId` is known when the owner stays (they deleted the photo): their likes received then lose the
 * photo's likes with the likes themselves. An account's deletion leaves it out: the owner's count goes
 * with them.
 */
type DeletedPhoto = { id: string; privacy?: Privacy; fanOutTribes?: string[]; ownerId?: string };

async function deleteDependants(photo: DeletedPhoto): Promise<void> {
  await unindexPhoto(photo.id);
  if (photo.ownerId) {
    await removeReactionsToDeletedPhoto(photo.id, photo.ownerId);
    // The counters job recounts the owner's likes received from what is left.
    await markCountersForRecheck([photo.ownerId]);
  }
  await batchDelete(await dependantKeys(photo));
}

/**
 * Lists the photo for a second sweep, before anything is deleted: a like, a view or a comment whose request
 * found the photo visible just before the deletion can land after it (nothing in them touches the photo's
 * own item: hot-counters.md), and a reaction may not be in its index yet when the first sweep reads it.
 * `deletedAt` is when this put ran: an account's entry keeps the key of the deletion's start, so the
 * sweep waits for the last pass's put to settle by it (docs/decisions/deleted-photo-entry-per-deletion.md).
 */
async function rememberDeletion(photo: DeletedPhoto, deletion: Parameters<typeof deletedPhotoKey>[1]): Promise<void> {
  const item = {
    ...deletedPhotoKey(photo.id, deletion),
    type: 'deleted-photo',
    photoId: photo.id,
    deletedAt: clock.now().getTime(),
    ...(photo.privacy ? { privacy: photo.privacy } : {}),
    ...(photo.fanOutTribes?.length ? { fanOutTribes: photo.fanOutTribes } : {}),
    ...(photo.ownerId ? { ownerId: photo.ownerId } : {}),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

/** How many deleted photos one page of a shard holds; a run reads pages while it has time, at most SWEEP_PAGES a shard. */
const SWEEP_PAGE = 100;
const SWEEP_PAGES = 10;

type Key = Record<string, unknown>;

/**
 * The second sweep, for photos deleted before `deletedBeforeMs` (longer ago than any request runs): what
 * raced in after their deletion goes, and the photo leaves the list. A photo whose item is still there was
 * not deleted after all (its deletion failed before the item went, or an account's deletion has not reached
 * it yet): nothing of it is touched, and the deletion that finishes lists it again. Page after page of
 * every shard while time remains (swept entries are deleted, so a backlog drains in one run); how many were swept.
 */
export async function sweepDeletedPhotos(deletedBeforeMs: number, until: number): Promise<number> {
  let shards: { partition: string; from?: Key }[] = deletedPhotoPartitions().map((partition) => ({ partition }));
  let swept = 0;
  for (let page = 0; page < SWEEP_PAGES && shards.length > 0 && Date.now() < until; page += 1) {
    const pages = await Promise.all(shards.map((shard) => deletedPhotosPage(shard.partition, deletedBeforeMs, shard.from)));
    const outcome = await sweepEntries(
      pages.flatMap((found) => found.Items ?? []),
      deletedBeforeMs,
      until,
    );
    swept += outcome.swept;
    if (!outcome.finished) break;
    shards = shards.map((shard, i) => ({ ...shard, from: pages[i]!.LastEvaluatedKey })).filter((shard) => shard.from);
  }
  return swept;
}

const deletedPhotosPage = (partition: string, deletedBeforeMs: number, from: Key | undefined) =>
  db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK < :before',
      ExpressionAttributeValues: { ':pk': partition, ':before': idTimePrefix(deletedBeforeMs) },
      Limit: SWEEP_PAGE,
      ...(from ? { ExclusiveStartKey: from } : {}),
    }),
  );

/**
 * One page of entries: whether their photos are still there in one consistent batch read, the sweep of
 * each gone one (the time checked between photos), then one batch delete of the entries dealt with. An
 * entry an account's deletion put again after `deletedBeforeMs` waits for a later run. Finished: none left
 * for lack of time.
 */
async function sweepEntries(entries: Key[], deletedBeforeMs: number, until: number): Promise<{ swept: number; finished: boolean }> {
  const due = entries.filter((entry) => !(typeof entry.deletedAt === 'number' && entry.deletedAt >= deletedBeforeMs));
  const photoIds = [...new Set(due.map((entry) => String(entry.photoId)))];
  const present = new Set((await batchGet(photoIds.map(photoKey), { projection: 'PK' })).map((item) => String(item.PK)));
  const done: Key[] = [];
  const sweptIds = new Set<string>();
  let outOfTime = false;
  for (const entry of due) {
    if (Date.now() >= until) {
      outOfTime = true;
      break;
    }
    const photo: DeletedPhoto = {
      id: String(entry.photoId),
      privacy: entry.privacy as Privacy | undefined,
      fanOutTribes: Array.isArray(entry.fanOutTribes) ? entry.fanOutTribes.map(String) : undefined,
      ownerId: typeof entry.ownerId === 'string' ? entry.ownerId : undefined,
    };
    if (present.has(photoPartition(photo.id))) {
      await forgetUnlessPutAgain(entry);
      continue;
    }
    if (!sweptIds.has(photo.id)) await deleteDependants(photo);
    sweptIds.add(photo.id);
    done.push({ PK: entry.PK, SK: entry.SK });
  }
  await batchDelete(done);
  return { swept: sweptIds.size, finished: !outOfTime };
}

/**
 * The entry of a photo that is still there goes, unless a deletion put it again since it was read (an
 * account's passes put the same key): that deletion is under way, and its photo needs the second sweep.
 * Rare (a deletion that failed before the photo's item went), so one conditional delete each.
 */
async function forgetUnlessPutAgain(entry: Key): Promise<void> {
  const seen = typeof entry.deletedAt === 'number' ? entry.deletedAt : undefined;
  const forget = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { PK: entry.PK, SK: entry.SK },
        ...(seen === undefined
          ? { ConditionExpression: 'attribute_not_exists(deletedAt)' }
          : { ConditionExpression: 'deletedAt = :seen', ExpressionAttributeValues: { ':seen': seen } }),
      }),
    );
  await wasApplied(forget);
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
    // With its owner known, the reactions went one by one with their counters (deleteDependants).
    photo.ownerId ? [] : reactionKeysOf(photo.id),
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
 * photo listed under its owner, and the retry finds what is left of it. Every pass of the same deletion
 * (started at `leavingSinceMs`) writes the same deleted-photo entry.
 */
export async function deletePhotoDependantsFirst(photo: DeletedPhoto, leavingSinceMs: number): Promise<void> {
  await rememberDeletion(photo, { startedAtMs: leavingSinceMs });
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
  const deleted = await wasApplied(remove);
  if (deleted) await batchDelete(await sharedCopyKeys(photo));
  return deleted;
}
