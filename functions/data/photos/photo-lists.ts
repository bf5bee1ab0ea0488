/**
 * Lists of photos, as pages of ids newest first (the items themselves are then read strongly
 * consistent with batchGet, so a privacy change shows at once):
 *   GSI1 USER#<ownerId> / PHOTO#<id>     the owner's photos
 *   PUBLIC#<group>#<replica> / PHOTO#<id>  the public feed, one replica of every group merged (public-photos.ts)
 *   TRIBE#<tribeId> / PHOTO#<photoId>    a tribe's feed (tribe-photos.ts writes them)
 *   USER#<memberId> / FEED#<photoId>     a member's feed of their small tribes' photos (member-feed.ts)
 *   GSI3 PROCESSING#PHOTOS#<shard> / PHOTO#<id>  the reconcile's work list, oldest first in each shard
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { idTimePrefix } from '../../kernel/ids';
import { allItemsOf, db, pageNewestFirst, tableName } from '../table/client';
import {
  PROCESSING_SHARDS,
  processingPhotosPartition,
  PUBLIC_INDEX,
  publicPhotosPartition,
  SK_PREFIX,
  userPartition,
} from '../keys/keys';
import { publicReplicaFor } from './public-photos';
import { tribePartition } from '../keys/tribe-keys';
import { getPhotos, type PhotoRecord } from './photo';

export interface IdPage {
  ids: string[];
  /** True when the source holds older ids than the last one returned. */
  more: boolean;
  /** Each id's owner, as the list's item names it: a page's authors are read with its photos. */
  owners: ReadonlyMap<string, string>;
}

/** One page of photo ids from a photo sort key (SK_PREFIX.photo + id), newest first, older than `before`. */
async function pageOfIds(
  index: 'GSI1' | 'GSI2' | undefined,
  partition: { name: string; value: string },
  sortKey: string,
  attributes: { id: string; owner: string },
  options: { before?: string; limit: number; consistent?: boolean; prefix?: string },
): Promise<IdPage> {
  const { items, more } = await pageNewestFirst({
    consistent: options.consistent,
    index,
    partition,
    sortKey,
    prefix: options.prefix ?? SK_PREFIX.photo,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item[attributes.id]),
    // The photos themselves are read strongly consistent afterwards: the list gives ids and owners only.
    attributes: [attributes.id, attributes.owner],
  });
  const ids = items.map((item) => String(item[attributes.id]));
  const owners = new Map(
    items
      .filter((item) => typeof item[attributes.owner] === 'string')
      .map((item) => [String(item[attributes.id]), String(item[attributes.owner])]),
  );
  return { ids, more, owners };
}

export const ownerPhotoIds = (userId: string, options: { before?: string; limit: number }) =>
  pageOfIds('GSI1', { name: 'GSI1PK', value: userPartition(userId) }, 'GSI1SK', { id: 'id', owner: 'userId' }, options);

/** Several newest-first pages as one: the union's newest `limit` ids are exactly the page (each source gave its newest `limit`). */
export function mergeIdPages(sources: readonly IdPage[], limit: number): IdPage {
  const union = [...new Set(sources.flatMap((s) => s.ids))].sort().reverse();
  const owners = new Map(sources.flatMap((s) => [...s.owners]));
  return { ids: union.slice(0, limit), more: union.length > limit || sources.some((s) => s.more), owners };
}

/**
 * A page of public photo ids: one replica of every group of the public index, read in parallel (one
 * round trip) and eventually consistent (the page's photos are then read with the visibility rule, so a
 * copy a moment behind never shows a photo made private). `readerId` picks the replica.
 */
export async function publicPhotoIds(options: { before?: string; limit: number; readerId?: string }): Promise<IdPage> {
  const replica = publicReplicaFor(options.readerId);
  const groups = Array.from({ length: PUBLIC_INDEX.groups }, (_, group) => group);
  const pages = await Promise.all(
    groups.map((group) =>
      pageOfIds(
        undefined,
        { name: 'PK', value: publicPhotosPartition(group, replica) },
        'SK',
        { id: 'photoId', owner: 'ownerId' },
        {
          ...options,
          consistent: false,
        },
      ),
    ),
  );
  return mergeIdPages(pages, options.limit);
}

/**
 * A page of the member's feed: the photos of their small tribes, fanned out into their own partition
 * (tribe-fan-out.ts), read eventually consistent like the other feed sources (the page's photos then
 * pass the visibility rule).
 */
export const memberFeedIds = (userId: string, options: { before?: string; limit: number }) =>
  pageOfIds(
    undefined,
    { name: 'PK', value: userPartition(userId) },
    'SK',
    { id: 'photoId', owner: 'ownerId' },
    { ...options, prefix: SK_PREFIX.feed, consistent: false },
  );

export const tribePhotoIds = (tribeId: string, options: { before?: string; limit: number }) =>
  pageOfIds(undefined, { name: 'PK', value: tribePartition(tribeId) }, 'SK', { id: 'photoId', owner: 'ownerId' }, options);

/** Where each processing shard still unread continues (its LastEvaluatedKey; none at its start). */
export type ProcessingCursor = { shard: number; from?: Record<string, unknown> }[];

export interface ProcessingPage {
  photos: PhotoRecord[];
  /** The shards still to read and where; undefined after the last page of every shard. */
  next?: ProcessingCursor;
}

const everyProcessingShard: ProcessingCursor = Array.from({ length: PROCESSING_SHARDS }, (_, shard) => ({ shard }));

/**
 * A page of the photos still processing that were created before `createdBeforeMs`, from the processing
 * index's shards read in parallel (one round trip), each oldest first with its own cursor and a share of
 * `limit`; the page is merged oldest first, then read strongly consistent (the index may be a moment behind).
 */
export async function processingPhotos(options: {
  createdBeforeMs: number;
  limit: number;
  from?: ProcessingCursor;
}): Promise<ProcessingPage> {
  const shards = options.from ?? everyProcessingShard;
  const perShard = Math.max(1, Math.ceil(options.limit / PROCESSING_SHARDS));
  const pages = await Promise.all(
    shards.map(async ({ shard, from }) => {
      const { Items = [], LastEvaluatedKey } = await db().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'GSI3',
          KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :lo AND :hi',
          ExpressionAttributeValues: {
            ':pk': processingPhotosPartition(shard),
            ':lo': SK_PREFIX.photo,
            ':hi': `${SK_PREFIX.photo}${idTimePrefix(options.createdBeforeMs)}`,
          },
          ProjectionExpression: '#id',
          ExpressionAttributeNames: { '#id': 'id' },
          Limit: perShard,
          ExclusiveStartKey: from,
        }),
      );
      return { ids: Items.map((item) => String(item.id)), next: LastEvaluatedKey && { shard, from: LastEvaluatedKey } };
    }),
  );
  const photos = await getPhotos(pages.flatMap((page) => page.ids).sort());
  const next = pages.flatMap((page) => (page.next ? [page.next] : []));
  return { photos: photos.filter((photo) => photo.status === 'processing'), next: next.length > 0 ? next : undefined };
}

/** Every photo id of the owner (their index, expired uploads included), for account deletion. */
export async function allPhotoIdsOf(userId: string): Promise<string[]> {
  const items = await allItemsOf({ index: 'GSI1', partition: userPartition(userId), prefix: SK_PREFIX.photo, projection: 'id' });
  return items.map((item) => String(item.id));
}
