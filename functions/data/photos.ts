/**
 * Photos. Keys:
 *   PHOTO#<id> / PHOTO                 the photo (counters live on it)
 *     GSI1 USER#<ownerId> / PHOTO#<id>   the owner's photos, newest first
 *     GSI2 PUBLIC#PHOTOS / PHOTO#<id>    present only while the photo is public: the public feed
 *   TRIBE#<tribeId> / PHOTO#<photoId>  the photo is shared with that tribe (tribe feed, member feeds)
 *   PHOTO#<id> / <anything else>       the photo's dependants (reactions, comments), deleted with it
 *
 * Ids are ULIDs, so `PHOTO#<id>` sort keys order every list by upload time. Index reads give ids; the
 * items themselves are then read strongly consistent (batchGet), so a privacy change shows at once.
 */
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AiStyle, PhotoStatus } from '../../shared/enums';
import type { Privacy } from '../../shared/schemas/photo';
import type { PixelStats } from '../lib/ai/pixel-stats';
import { clock } from '../lib/clock';
import { batchDelete, batchGet, db, isConditionFailure, isLive, isTransactionConditionFailure, pageNewestFirst, queryAll, tableName } from './client';

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
  createdAt: string;
  updatedAt: string;
}

export interface AnalysedFields {
  title: string;
  description: string;
  tags: string[];
  mood: string;
  primaryColors: string[];
  displayKey: string;
  thumbnailKey: string;
  placeholder: string;
  width: number;
  height: number;
  pixelStats: PixelStats;
}

export interface IdPage {
  ids: string[];
  /** True when the source holds older ids than the last one returned. */
  more: boolean;
}

const photoKey = (id: string) => ({ PK: `PHOTO#${id}`, SK: 'PHOTO' });
const shareKey = (tribeId: string, photoId: string) => ({ PK: `TRIBE#${tribeId}`, SK: `PHOTO#${photoId}` });
const ownerIndex = (userId: string, photoId: string) => ({ GSI1PK: `USER#${userId}`, GSI1SK: `PHOTO#${photoId}` });
const PUBLIC_PARTITION = 'PUBLIC#PHOTOS';
const publicIndex = (photoId: string) => ({ GSI2PK: PUBLIC_PARTITION, GSI2SK: `PHOTO#${photoId}` });

export class PhotoNotFoundError extends Error {
  constructor() {
    super('photo not found');
    this.name = 'PhotoNotFoundError';
  }
}

function toPhoto(item: Record<string, unknown> | undefined): PhotoRecord | null {
  if (!item || item.type !== 'photo' || !isLive(item)) return null;
  const num = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    id: item.id as string,
    userId: item.userId as string,
    status: item.status as PhotoStatus,
    style: item.style as AiStyle,
    title: item.title as string,
    description: (item.description as string | undefined) ?? null,
    tags: (item.tags as string[] | undefined) ?? [],
    mood: (item.mood as string | undefined) ?? null,
    primaryColors: (item.primaryColors as string[] | undefined) ?? [],
    privacy: item.privacy as Privacy,
    originalKey: item.originalKey as string,
    contentType: item.contentType as string,
    displayKey: (item.displayKey as string | undefined) ?? null,
    thumbnailKey: (item.thumbnailKey as string | undefined) ?? null,
    placeholder: (item.placeholder as string | undefined) ?? null,
    width: (item.width as number | undefined) ?? null,
    height: (item.height as number | undefined) ?? null,
    pixelStats: (item.pixelStats as PixelStats | undefined) ?? null,
    views: num(item.views),
    likes: num(item.likes),
    dislikes: num(item.dislikes),
    comments: num(item.comments),
    failureReason: (item.failureReason as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export interface NewPhoto {
  id: string;
  userId: string;
  privacy: Privacy;
  style: AiStyle;
  title: string;
  originalKey: string;
  contentType: string;
  /** Presigned uploads: the photo disappears by itself at this time unless its bytes arrive first. */
  expiresAtEpochSeconds?: number;
}

/** The photo (status processing) and its tribe shares, in one transaction. */
export async function createPhoto(input: NewPhoto): Promise<PhotoRecord> {
  const now = clock.nowIso();
  const item = {
    ...photoKey(input.id),
    ...ownerIndex(input.userId, input.id),
    ...(input.privacy.visibility === 'public' ? publicIndex(input.id) : {}),
    type: 'photo',
    id: input.id,
    userId: input.userId,
    status: 'processing' as const,
    style: input.style,
    title: input.title,
    tags: [],
    primaryColors: [],
    privacy: input.privacy,
    originalKey: input.originalKey,
    contentType: input.contentType,
    views: 0,
    likes: 0,
    dislikes: 0,
    comments: 0,
    createdAt: now,
    updatedAt: now,
    ...(input.expiresAtEpochSeconds ? { ttl: input.expiresAtEpochSeconds } : {}),
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        ...sharedTribes(input.privacy).map((tribeId) => ({
          Put: { TableName: tableName(), Item: shareItem(tribeId, input.id, input.userId) },
        })),
      ],
    }),
  );
  return toPhoto(item)!;
}

const sharedTribes = (privacy: Privacy) => (privacy.visibility === 'tribes' ? [...new Set(privacy.allowedTribes)] : []);

const shareItem = (tribeId: string, photoId: string, ownerId: string) => ({
  ...shareKey(tribeId, photoId),
  type: 'tribe-photo',
  tribeId,
  photoId,
  ownerId,
});

export async function getPhoto(id: string): Promise<PhotoRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: photoKey(id), ConsistentRead: true }));
  return toPhoto(Item);
}

/** The photos with these ids that exist, in the order of the ids. */
export async function getPhotos(ids: string[]): Promise<PhotoRecord[]> {
  const unique = [...new Set(ids)];
  const items = await batchGet(unique.map(photoKey));
  const byId = new Map(items.map((item) => [item.id as string, toPhoto(item)]));
  return unique.map((id) => byId.get(id)).filter((p): p is PhotoRecord => Boolean(p));
}

/** One page of photo ids from a `PHOTO#<id>` sort key, newest first, older than `before`. */
async function pageOfIds(
  index: 'GSI1' | 'GSI2' | undefined,
  partition: { name: string; value: string },
  sortKey: string,
  idAttribute: string,
  options: { before?: string; limit: number },
): Promise<IdPage> {
  const { items, more } = await pageNewestFirst({
    index,
    partition,
    sortKey,
    prefix: 'PHOTO#',
    before: options.before,
    limit: options.limit,
    idOf: (item) => item[idAttribute] as string,
  });
  return { ids: items.map((item) => item[idAttribute] as string), more };
}

export const ownerPhotoIds = (userId: string, options: { before?: string; limit: number }) =>
  pageOfIds('GSI1', { name: 'GSI1PK', value: `USER#${userId}` }, 'GSI1SK', 'id', options);

export const publicPhotoIds = (options: { before?: string; limit: number }) =>
  pageOfIds('GSI2', { name: 'GSI2PK', value: PUBLIC_PARTITION }, 'GSI2SK', 'id', options);

export const tribePhotoIds = (tribeId: string, options: { before?: string; limit: number }) =>
  pageOfIds(undefined, { name: 'PK', value: `TRIBE#${tribeId}` }, 'SK', 'photoId', options);

/** The bytes of a presigned upload arrived: the photo stops expiring. */
export async function markUploaded(id: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: 'REMOVE #ttl',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Ready, with its AI text, colours and derived images: the photo as it now stands, or null when it was deleted meanwhile. */
export async function markAnalysed(id: string, fields: AnalysedFields): Promise<PhotoRecord | null> {
  const names = Object.keys(fields);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: `SET #status = :ready, updatedAt = :now, ${names.map((n) => `#${n} = :${n}`).join(', ')} REMOVE failureReason, #ttl`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl', ...Object.fromEntries(names.map((n) => [`#${n}`, n])) },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':now': clock.nowIso(),
          ...Object.fromEntries(Object.entries(fields).map(([n, v]) => [`:${n}`, v])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toPhoto(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Failed, with fallback text: listed and never lost. A photo already ready is left alone. */
export async function markFailed(id: string, fallback: { title: string; description: string; reason: string }): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: 'SET #status = :failed, title = :title, description = :description, failureReason = :reason, updatedAt = :now REMOVE #ttl',
        ConditionExpression: 'attribute_exists(PK) AND #status <> :ready',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':failed': 'failed',
          ':ready': 'ready',
          ':title': fallback.title,
          ':description': fallback.description,
          ':reason': fallback.reason,
          ':now': clock.nowIso(),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** New AI text in another style (colours stay: they come from the pixels). */
export async function updateAnalysisText(
  id: string,
  text: { title: string; description: string; tags: string[]; mood: string; style: AiStyle },
): Promise<PhotoRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: 'SET title = :title, description = :description, tags = :tags, mood = :mood, #style = :style, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#style': 'style' },
        ExpressionAttributeValues: {
          ':title': text.title,
          ':description': text.description,
          ':tags': text.tags,
          ':mood': text.mood,
          ':style': text.style,
          ':now': clock.nowIso(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toPhoto(Attributes)!;
  } catch (error) {
    if (isConditionFailure(error)) throw new PhotoNotFoundError();
    throw error;
  }
}

/**
 * New privacy, the public index and the tribe shares changed together in one transaction, so every
 * read path sees the change at once. Only the owner's photo changes (`userId` condition).
 */
export async function updatePrivacy(photo: PhotoRecord, privacy: Privacy): Promise<PhotoRecord> {
  const before = new Set(sharedTribes(photo.privacy));
  const after = new Set(sharedTribes(privacy));
  const now = clock.nowIso();
  const isPublic = privacy.visibility === 'public';
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: photoKey(photo.id),
              UpdateExpression: isPublic
                ? 'SET privacy = :privacy, updatedAt = :now, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk'
                : 'SET privacy = :privacy, updatedAt = :now REMOVE GSI2PK, GSI2SK',
              ConditionExpression: 'attribute_exists(PK) AND userId = :owner',
              ExpressionAttributeValues: {
                ':privacy': privacy,
                ':now': now,
                ':owner': photo.userId,
                ...(isPublic ? { ':gsi2pk': PUBLIC_PARTITION, ':gsi2sk': `PHOTO#${photo.id}` } : {}),
              },
            },
          },
          ...[...after]
            .filter((t) => !before.has(t))
            .map((tribeId) => ({ Put: { TableName: tableName(), Item: shareItem(tribeId, photo.id, photo.userId) } })),
          ...[...before]
            .filter((t) => !after.has(t))
            .map((tribeId) => ({ Delete: { TableName: tableName(), Key: shareKey(tribeId, photo.id) } })),
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw new PhotoNotFoundError();
    throw error;
  }
  return { ...photo, privacy, updatedAt: now };
}

/** One more view; the new count. */
export async function countView(id: string): Promise<number | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: 'ADD #views :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (Attributes?.views as number | undefined) ?? null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Deletes the photo first (it is gone for every reader at once), then its tribe shares and every item
 * of its partition (reactions, comments). Idempotent: a second call finds nothing and does nothing.
 */
export async function deletePhoto(photo: PhotoRecord): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: photoKey(photo.id) }));
  const dependants = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': `PHOTO#${photo.id}` },
    ProjectionExpression: 'PK, SK',
  });
  await batchDelete([...sharedTribes(photo.privacy).map((t) => shareKey(t, photo.id)), ...dependants]);
}
