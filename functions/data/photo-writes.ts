/**
 * What changes a photo (its items: photos.ts). Every write that changes what a photo is found by (ready,
 * new text, privacy, delete) also keeps its search index items (search-index.ts) in step, after the photo
 * itself.
 */
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AiStyle } from '../../shared/enums';
import type { Privacy } from '../../shared/schemas/privacy';
import type { PixelStats } from '../lib/ai/pixel-stats';
import { clock } from '../lib/clock';
import { PhotoNotFoundError } from '../lib/errors';
import { batchDelete, db, queryAll, tableName } from './client';
import { photoKey, photoOwnerIndex, photoPartition, photoProcessingIndex, photoPublicIndex, tribePhotoKey } from './keys';
import { photoEditItem, type NewPhotoEdit } from './photo-edits';
import { toPhoto, type PhotoRecord, type PhotoText } from './photos';
import { indexPhoto, unindexPhoto } from './search-index';
import { isItemKey } from './item-key';

import { EXISTS, IS_NEW, orIfConditionFailed, throwIfConditionFailed } from './writes';

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

export interface NewPhoto {
  id: string;
  userId: string;
  privacy: Privacy;
  style: AiStyle;
  title: string;
  givenTitle?: string;
  givenDescription?: string;
  originalKey: string;
  contentType: string;
  /**
   * After this time a photo whose bytes never arrived is deleted by the reconcile, which first checks
   * storage (never a DynamoDB TTL: that would delete a photo whose bytes did arrive but whose analysis
   * event was lost). Omitted: the photo never expires.
   */
  expiresAtEpochSeconds?: number;
  /** An edit of another photo: the link and the editor's design state, kept beside the photo. */
  edit?: NewPhotoEdit;
}

/** The photo (status processing), its tribe shares and an edit's design state, in one transaction. */
export async function createPhoto(input: NewPhoto): Promise<PhotoRecord> {
  const now = clock.nowIso();
  const item = {
    ...photoKey(input.id),
    ...photoOwnerIndex(input.userId, input.id),
    ...(input.privacy.visibility === 'public' ? photoPublicIndex(input.id) : {}),
    ...photoProcessingIndex(input.id),
    type: 'photo',
    id: input.id,
    userId: input.userId,
    status: 'processing' as const,
    style: input.style,
    title: input.title,
    ...(input.givenTitle ? { givenTitle: input.givenTitle } : {}),
    ...(input.givenDescription ? { givenDescription: input.givenDescription } : {}),
    tags: [],
    primaryColors: [],
    privacy: input.privacy,
    originalKey: input.originalKey,
    contentType: input.contentType,
    ...(input.edit ? { editedFrom: input.edit.editedFrom } : {}),
    views: 0,
    likes: 0,
    dislikes: 0,
    comments: 0,
    createdAt: now,
    updatedAt: now,
    ...(input.expiresAtEpochSeconds ? { uploadExpiresAt: input.expiresAtEpochSeconds } : {}),
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: item, ConditionExpression: IS_NEW } },
        ...sharedTribes(input.privacy).map((tribeId) => ({
          Put: { TableName: tableName(), Item: shareItem(tribeId, input.id, input.userId) },
        })),
        ...(input.edit ? [{ Put: { TableName: tableName(), Item: photoEditItem(input.id, input.edit, now) } }] : []),
      ],
    }),
  );
  return toPhoto(item)!;
}

const sharedTribes = (privacy: Privacy) => (privacy.visibility === 'tribes' ? [...new Set(privacy.allowedTribes)] : []);

const shareItem = (tribeId: string, photoId: string, ownerId: string) => ({
  ...tribePhotoKey(tribeId, photoId),
  type: 'tribe-photo',
  tribeId,
  photoId,
  ownerId,
});

/** The bytes of a presigned upload arrived: the photo stops expiring (a ttl of an older item goes too). */
export async function markUploaded(id: string): Promise<boolean> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: 'REMOVE #ttl, uploadExpiresAt',
        ConditionExpression: EXISTS,
        ExpressionAttributeNames: { '#ttl': 'ttl' },
      }),
    );
  return orIfConditionFailed(async () => {
    await update();
    return true;
  }, false);
}

/** Ready or failed, a photo leaves the reconcile's work list. */
const PROCESSING_INDEX_ATTRIBUTES = Object.keys(photoProcessingIndex('')).join(', ');

/** Ready, with its AI text, colours and derived images: the photo as it now stands, or null when it was deleted meanwhile. */
export async function markAnalysed(id: string, fields: AnalysedFields): Promise<PhotoRecord | null> {
  const names = Object.keys(fields);
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: `SET #status = :ready, updatedAt = :now, ${names.map((n) => `#${n} = :${n}`).join(', ')} REMOVE failureReason, #ttl, uploadExpiresAt, ${PROCESSING_INDEX_ATTRIBUTES}`,
        ConditionExpression: EXISTS,
        ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl', ...Object.fromEntries(names.map((n) => [`#${n}`, n])) },
        ExpressionAttributeValues: {
          ':ready': 'ready',
          ':now': clock.nowIso(),
          ...Object.fromEntries(Object.entries(fields).map(([n, v]) => [`:${n}`, v])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
  const ready = await orIfConditionFailed(async () => toPhoto((await update()).Attributes), null);
  if (ready) await indexPhoto(ready);
  return ready;
}

/** Failed, with fallback text: listed and never lost. A photo already ready is left alone. */
export async function markFailed(id: string, fallback: { title: string; description: string; reason: string }): Promise<void> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: `SET #status = :failed, title = :title, description = :description, failureReason = :reason, updatedAt = :now REMOVE #ttl, uploadExpiresAt, ${PROCESSING_INDEX_ATTRIBUTES}`,
        ConditionExpression: `${EXISTS} AND #status <> :ready`,
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
  await orIfConditionFailed(update, undefined);
}

/** New AI text in another style (colours stay: they come from the pixels). */
/** New text in a style; the text it replaces is kept as `previousText` so the restyle can be undone. */
export async function updateAnalysisText(id: string, text: PhotoText, replaced?: PhotoText): Promise<PhotoRecord> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(id),
        UpdateExpression: `${SET_TEXT}${replaced ? ', previousText = :previous' : ''}`,
        ConditionExpression: EXISTS,
        ExpressionAttributeNames: { '#style': 'style' },
        ExpressionAttributeValues: { ...textValues(text), ...(replaced ? { ':previous': replaced } : {}) },
        ReturnValues: 'ALL_NEW',
      }),
    );
  const { Attributes } = await throwIfConditionFailed(update, () => new PhotoNotFoundError());
  const photo = toPhoto(Attributes)!;
  await indexPhoto(photo);
  return photo;
}

/**
 * Undo of a restyle: the previous text comes back and is forgotten (one level of undo). Only while the
 * text is still the one read, so a restyle racing the undo is never half-reverted; null otherwise.
 */
export async function restorePreviousText(photo: PhotoRecord): Promise<PhotoRecord | null> {
  const previous = photo.previousText;
  if (!previous) return null;
  const restore = async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photo.id),
        UpdateExpression: `${SET_TEXT} REMOVE previousText`,
        ConditionExpression: 'attribute_exists(previousText) AND title = :seenTitle AND #style = :seenStyle',
        ExpressionAttributeNames: { '#style': 'style' },
        ExpressionAttributeValues: { ...textValues(previous), ':seenTitle': photo.title, ':seenStyle': photo.style },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toPhoto(Attributes);
  };
  const restored = await orIfConditionFailed(restore, null);
  // The words came back too: the search index follows, as after any change of text.
  if (restored) await indexPhoto(restored);
  return restored;
}

const SET_TEXT = 'SET title = :title, description = :description, tags = :tags, mood = :mood, #style = :style, updatedAt = :now';

function textValues(text: PhotoText) {
  return {
    ':title': text.title,
    ':description': text.description,
    ':tags': text.tags,
    ':mood': text.mood,
    ':style': text.style,
    ':now': clock.nowIso(),
  };
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
  const publicIndex = photoPublicIndex(photo.id);
  const transaction = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: photoKey(photo.id),
              UpdateExpression: isPublic
                ? 'SET privacy = :privacy, updatedAt = :now, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk'
                : 'SET privacy = :privacy, updatedAt = :now REMOVE GSI2PK, GSI2SK',
              ConditionExpression: `${EXISTS} AND userId = :owner`,
              ExpressionAttributeValues: {
                ':privacy': privacy,
                ':now': now,
                ':owner': photo.userId,
                ...(isPublic ? { ':gsi2pk': publicIndex.GSI2PK, ':gsi2sk': publicIndex.GSI2SK } : {}),
              },
            },
          },
          ...[...after]
            .filter((t) => !before.has(t))
            .map((tribeId) => ({ Put: { TableName: tableName(), Item: shareItem(tribeId, photo.id, photo.userId) } })),
          ...[...before]
            .filter((t) => !after.has(t))
            .map((tribeId) => ({ Delete: { TableName: tableName(), Key: tribePhotoKey(tribeId, photo.id) } })),
        ],
      }),
    );
  await throwIfConditionFailed(transaction, () => new PhotoNotFoundError());
  const updated = { ...photo, privacy, updatedAt: now };
  await indexPhoto(updated);
  return updated;
}

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

/** The photo's tribe shares, every item of its partition but the photo item, and the share links those point at. */
async function dependantKeys(photo: { id: string; privacy?: Privacy }): Promise<{ PK: string; SK: string }[]> {
  const dependants = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': photoPartition(photo.id) },
    ProjectionExpression: 'PK, SK, linkKey',
  });
  const ownedOutside = dependants.map((item) => item.linkKey).filter(isItemKey);
  const ownKeys = dependants
    .map(({ PK, SK }) => ({ PK: String(PK), SK: String(SK) }))
    .filter((key) => key.SK !== photoKey(photo.id).SK);
  const tribeShares = photo.privacy ? sharedTribes(photo.privacy).map((t) => tribePhotoKey(t, photo.id)) : [];
  return [...tribeShares, ...ownKeys, ...ownedOutside];
}

/**
 * For account deletion: the dependants first and the photo item last, so a crash half-way leaves the
 * photo listed under its owner, and the retry finds what is left of it.
 */
export async function deletePhotoDependantsFirst(photo: { id: string; privacy?: Privacy }): Promise<void> {
  // The search record in the photo's partition says where its terms are: unindex before it goes.
  await unindexPhoto(photo.id);
  await batchDelete(await dependantKeys(photo));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: photoKey(photo.id) }));
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
  if (deleted) await batchDelete(sharedTribes(photo.privacy).map((t) => tribePhotoKey(t, photo.id)));
  return deleted;
}
