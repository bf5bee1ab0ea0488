/**
 * The search index. Keys (built in keys.ts):
 *   TERM#<term>#<shard> / PHOTO#<photoId>       a ready photo someone else may see (public or shared with
 *                                               tribes) has this term; `tribes` says with whom ([] = public);
 *                                               the shard is a hash of the photo id (search-term-shards.md)
 *   TERM#USER#<ownerId>#<term> / PHOTO#<photoId> an owner's ready photo has this term, whatever its privacy
 *   PHOTO#<photoId> / SEARCH                    the term partitions the photo is in now (`partitions`)
 * Each partition is read newest first (ids are ULIDs), a term's partitions in parallel, never a Scan. The index only
 * narrows: every photo it names is read again and passed through the visibility rule, so a stale or
 * half-written entry can cost a read but never show a photo to someone who may not see it.
 */
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import type { PhotoStatus } from '../../../shared/enums';
import type { Privacy } from '../../../shared/schemas/photo';
import { photoTerms, type SearchableText } from './search-terms';
import { batchDelete, batchPut, db, tableName } from '../table/client';
import { SK_PREFIX } from '../keys/keys';
import {
  ownerTermPhotosPartition,
  photoKey,
  photoSearchTermsKey,
  termPhotoKey,
  termPhotosPartition,
  termPhotosPartitions,
  termShardOf,
} from '../keys/photo-keys';
import { itemParser, listOf } from '../table/parse';
import { lazySchema } from '../../../shared/lazy-schema';

/** What indexing reads of a photo (a PhotoRecord has it all). */
export interface IndexablePhoto extends SearchableText {
  id: string;
  userId: string;
  status: PhotoStatus;
  privacy: Privacy;
}

/** One photo found under one term; `tribes` is null for the owner's own partition. */
export interface TermMatch {
  photoId: string;
  /** [] for a public photo, the tribes it is shared with otherwise; null in the owner's partition. */
  tribes: string[] | null;
}

const manifestItem = itemParser(
  'photo search terms',
  lazySchema(() => z.object({ partitions: listOf(z.string()) })),
  { type: 'search-terms' },
);
const termItem = itemParser(
  'search term',
  lazySchema(() =>
    z.object({
      photoId: z.string(),
      tribes: z.pipe(
        z.nullish(z.array(z.string())),
        z.transform((value) => value ?? null),
      ),
    }),
  ),
  { type: 'search-term' },
);

async function indexedPartitions(photoId: string): Promise<string[]> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: photoSearchTermsKey(photoId), ConsistentRead: true }),
  );
  return manifestItem(Item)?.partitions ?? [];
}

const writeManifest = (photoId: string, partitions: string[]) =>
  db().send(
    new PutCommand({ TableName: tableName(), Item: { ...photoSearchTermsKey(photoId), type: 'search-terms', photoId, partitions } }),
  );

/** The index items the photo should have as it now stands: none until it is ready. */
function wantedItems(photo: IndexablePhoto): Record<string, unknown>[] {
  if (photo.status !== 'ready') return [];
  const shared = photo.privacy.visibility !== 'private';
  const tribes = photo.privacy.visibility === 'tribes' ? [...new Set(photo.privacy.allowedTribes)] : [];
  return photoTerms(photo).flatMap((term) => [
    { ...termPhotoKey(ownerTermPhotosPartition(photo.userId, term), photo.id), type: 'search-term', photoId: photo.id },
    ...(shared
      ? [
          {
            ...termPhotoKey(termPhotosPartition(term, termShardOf(photo.id)), photo.id),
            type: 'search-term',
            photoId: photo.id,
            tribes,
          },
        ]
      : []),
  ]);
}

/**
 * Makes the photo's index items match the photo (idempotent; run after every change that matters).
 * The manifest first names old and new partitions, so a crash midway leaves no item it does not name;
 * then the wanted items are written, the stale ones deleted, and the manifest narrowed to the wanted.
 */
export async function indexPhoto(photo: IndexablePhoto): Promise<void> {
  const items = wantedItems(photo);
  const wanted = items.map((item) => String(item.PK));
  const previous = await indexedPartitions(photo.id);
  const stale = previous.filter((partition) => !wanted.includes(partition));
  if (stale.length) await writeManifest(photo.id, [...new Set([...previous, ...wanted])]);
  else if (wanted.some((partition) => !previous.includes(partition))) await writeManifest(photo.id, wanted);
  await batchPut(items);
  await batchDelete(stale.map((partition) => termPhotoKey(partition, photo.id)));
  if (stale.length) await writeManifest(photo.id, wanted);
  // The photo may have been deleted while this ran (its owner left while it was analysed): a deleter
  // that read the manifest before it was written cannot have removed these, so this call does.
  if (!(await photoExists(photo.id))) await forgetPhotoIndex(photo.id, wanted);
}

async function photoExists(photoId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: photoKey(photoId), ConsistentRead: true, ProjectionExpression: 'PK' }),
  );
  return Boolean(Item);
}

/**
 * Removes every index item of a photo that is gone, and the manifest itself: what the manifest lists and
 * what the caller knows it wrote. Called after the photo item was deleted, so an index write racing the
 * deletion is removed either here or by the indexer's own check above.
 */
export async function forgetPhotoIndex(photoId: string, written: string[] = []): Promise<void> {
  const partitions = [...new Set([...(await indexedPartitions(photoId)), ...written])];
  await batchDelete([...partitions.map((partition) => termPhotoKey(partition, photoId)), photoSearchTermsKey(photoId)]);
}

/** Removes every index item of the photo (its manifest goes with the photo's partition). */
export async function unindexPhoto(photoId: string): Promise<void> {
  const partitions = await indexedPartitions(photoId);
  await batchDelete(partitions.map((partition) => termPhotoKey(partition, photoId)));
}

/** The newest `limit` photos under one term partition. */
async function termMatches(partition: string, limit: number): Promise<TermMatch[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :photo)',
      ExpressionAttributeValues: { ':pk': partition, ':photo': SK_PREFIX.photo },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(termItem).filter((match): match is TermMatch => match !== null);
}

/**
 * One term, as one viewer reads it: their own photos with it, and the newest `limit` shared ones. Every
 * shard is read in parallel with the other Query (one round trip), each its newest `limit`, and merged
 * newest first: the same `limit` matches one unsharded partition answered.
 */
export async function photosWithTerm(viewerId: string, term: string, limit: number): Promise<TermMatch[]> {
  const [own, ...shards] = await Promise.all([
    termMatches(ownerTermPhotosPartition(viewerId, term), limit),
    ...termPhotosPartitions(term).map((partition) => termMatches(partition, limit)),
  ]);
  const shared = shards
    .flat()
    .sort((a, b) => (a.photoId < b.photoId ? 1 : a.photoId > b.photoId ? -1 : 0))
    .slice(0, limit);
  return [...own!, ...shared];
}
