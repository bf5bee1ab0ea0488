/**
 * Photos as read. Keys (built in keys.ts):
 *   PHOTO#<id> / PHOTO                 the photo (counters live on it)
 *     GSI1 USER#<ownerId> / PHOTO#<id>   the owner's photos, newest first
 *     GSI2 PUBLIC#PHOTOS / PHOTO#<id>    present only while the photo is public: the public feed
 *     GSI3 PROCESSING#PHOTOS / PHOTO#<id> present only while it is processing: the reconcile's work list
 *   TRIBE#<tribeId> / PHOTO#<photoId>  the photo is shared with that tribe (tribe feed, member feeds)
 *   PHOTO#<id> / <anything else>       the photo's dependants (reactions, comments), deleted with it
 * What changes a photo is in photo-writes.ts, apart: it keeps the search index and edits in step, and a
 * Lambda that only reads photos then holds neither (esbuild keeps every schema of an imported module; issue 12).
 *
 * Ids are ULIDs, so the photo sort keys order every list by upload time. Index reads give ids; the
 * items themselves are then read strongly consistent (batchGet), so a privacy change shows at once.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { AI_STYLES, PHOTO_STATUSES, type AiStyle, type PhotoStatus } from '../../shared/enums';
import { privacy as privacySchema, type Privacy } from '../../shared/schemas/privacy';
import type { PixelStats } from '../lib/ai/pixel-stats';
import { idTimePrefix } from '../lib/ids';
import { allItemsOf, batchGet, db, pageNewestFirst, tableName } from './client';
import { PROCESSING_PHOTOS_PARTITION, PUBLIC_PHOTOS_PARTITION, SK_PREFIX, photoKey, tribePartition, userPartition } from './keys';
import { counter, itemParser, listOf, orNull, parseAll } from './parse';

export interface PhotoRecord {
  id: string;
  userId: string;
  status: PhotoStatus;
  style: AiStyle;
  title: string;
  description: string | null;
  tags: string[];
  mood: string | null;
  primaryColors: string[];
  privacy: Privacy;
  originalKey: string;
  contentType: string;
  displayKey: string | null;
  thumbnailKey: string | null;
  placeholder: string | null;
  width: number | null;
  height: number | null;
  /** Measured once by the analysis; restyling writes new text from them without decoding again. */
  pixelStats: PixelStats | null;
  views: number;
  likes: number;
  dislikes: number;
  comments: number;
  /** Why analysis failed, for the owner and the logs. */
  failureReason: string | null;
  /** Text the uploader wrote (the mobile app): the analysis keeps it instead of the AI's. */
  givenTitle?: string;
  givenDescription?: string;
  /** An edited photo: the photo it was edited from (issue 11). */
  editedFrom: string | null;
  /**
   * Epoch seconds after which a photo whose bytes never arrived may be deleted (by the reconcile, after
   * checking storage); null once the bytes arrived, or for photos that never expire.
   */
  uploadExpiresAt: number | null;
  /** The text a restyle replaced, so the member can undo it; gone once undone. */
  previousText?: PhotoText;
  createdAt: string;
  updatedAt: string;
}

/** The AI-written text of a photo in one style (its colours are measured, and never rewritten). */
export interface PhotoText {
  title: string;
  description: string | null;
  tags: string[];
  mood: string | null;
  style: AiStyle;
}

export interface IdPage {
  ids: string[];
  /** True when the source holds older ids than the last one returned. */
  more: boolean;
  /** Each id's owner, as the list's item names it: a page's authors are read with its photos. */
  owners: ReadonlyMap<string, string>;
}

/** pixelStats is the analysis's own record, stored and handed back whole; the data layer only carries it. */
const pixelStats = z.custom<PixelStats>((value) => typeof value === 'object' && value !== null);

const photoText: z.ZodMiniType<PhotoText> = z.object({
  title: z.string(),
  description: orNull(z.string()),
  tags: listOf(z.string()),
  mood: orNull(z.string()),
  style: z.enum(AI_STYLES),
});

const photoItem: z.ZodMiniType<PhotoRecord> = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(PHOTO_STATUSES),
  style: z.enum(AI_STYLES),
  title: z.string(),
  description: orNull(z.string()),
  tags: listOf(z.string()),
  mood: orNull(z.string()),
  primaryColors: listOf(z.string()),
  privacy: privacySchema,
  originalKey: z.string(),
  contentType: z.string(),
  displayKey: orNull(z.string()),
  thumbnailKey: orNull(z.string()),
  placeholder: orNull(z.string()),
  width: orNull(z.number()),
  height: orNull(z.number()),
  pixelStats: orNull(pixelStats),
  views: counter,
  likes: counter,
  dislikes: counter,
  comments: counter,
  failureReason: orNull(z.string()),
  givenTitle: z.optional(z.string()),
  givenDescription: z.optional(z.string()),
  editedFrom: orNull(z.string()),
  uploadExpiresAt: orNull(z.number()),
  previousText: z.optional(photoText),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * The photo item as a record (null for another kind of item; exported for the local start's index
 * backfill). Photos made before uploadExpiresAt carried a DynamoDB ttl: expired ones of those still read as absent.
 */
export const toPhoto = itemParser('photo', photoItem, { type: 'photo', expires: true });

export async function getPhoto(id: string): Promise<PhotoRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: photoKey(id), ConsistentRead: true }));
  return toPhoto(Item);
}

/** The photos with these ids that exist, in the order of the ids. */
export async function getPhotos(ids: string[]): Promise<PhotoRecord[]> {
  const unique = [...new Set(ids)];
  const items = await batchGet(unique.map(photoKey));
  const byId = new Map(parseAll(toPhoto, items).map((photo) => [photo.id, photo]));
  return unique.map((id) => byId.get(id)).filter((p): p is PhotoRecord => Boolean(p));
}

/** One page of photo ids from a photo sort key (SK_PREFIX.photo + id), newest first, older than `before`. */
async function pageOfIds(
  index: 'GSI1' | 'GSI2' | undefined,
  partition: { name: string; value: string },
  sortKey: string,
  attributes: { id: string; owner: string },
  options: { before?: string; limit: number },
): Promise<IdPage> {
  const { items, more } = await pageNewestFirst({
    index,
    partition,
    sortKey,
    prefix: SK_PREFIX.photo,
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

export const publicPhotoIds = (options: { before?: string; limit: number }) =>
  pageOfIds('GSI2', { name: 'GSI2PK', value: PUBLIC_PHOTOS_PARTITION }, 'GSI2SK', { id: 'id', owner: 'userId' }, options);

export const tribePhotoIds = (tribeId: string, options: { before?: string; limit: number }) =>
  pageOfIds(undefined, { name: 'PK', value: tribePartition(tribeId) }, 'SK', { id: 'photoId', owner: 'ownerId' }, options);

export interface ProcessingPage {
  photos: PhotoRecord[];
  /** Where the next page starts; undefined after the last. */
  next?: Record<string, unknown>;
}

/**
 * A page of the photos still processing that were created before `createdBeforeMs`, oldest first, from
 * the processing index (then read strongly consistent: the index copy may be a moment behind).
 */
export async function processingPhotos(options: {
  createdBeforeMs: number;
  limit: number;
  from?: Record<string, unknown>;
}): Promise<ProcessingPage> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :lo AND :hi',
      ExpressionAttributeValues: {
        ':pk': PROCESSING_PHOTOS_PARTITION,
        ':lo': SK_PREFIX.photo,
        ':hi': `${SK_PREFIX.photo}${idTimePrefix(options.createdBeforeMs)}`,
      },
      ProjectionExpression: '#id',
      ExpressionAttributeNames: { '#id': 'id' },
      Limit: options.limit,
      ExclusiveStartKey: options.from,
    }),
  );
  const photos = await getPhotos(Items.map((item) => String(item.id)));
  return { photos: photos.filter((photo) => photo.status === 'processing'), next: LastEvaluatedKey };
}

/** Every photo id of the owner (their index, expired uploads included), for account deletion. */
export async function allPhotoIdsOf(userId: string): Promise<string[]> {
  const items = await allItemsOf({ index: 'GSI1', partition: userPartition(userId), prefix: SK_PREFIX.photo, projection: 'id' });
  return items.map((item) => String(item.id));
}
