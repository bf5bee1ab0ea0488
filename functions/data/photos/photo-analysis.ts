/** What the analysis and a restyle write on a photo; each change of its words keeps the search index (search-index.ts) in step. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PixelStats } from '../../ai/pixel-stats';
import type { Detections } from '../../ai/vision/detections';
import { clock } from '../../kernel/clock';
import { PhotoNotFoundError } from '../../kernel/errors';
import { db, tableName } from '../table/client';
import { photoKey, photoProcessingIndex } from '../keys/photo-keys';
import { photoAsWritten, toPhoto, type PhotoRecord, type PhotoText } from './photo';
import { indexPhoto } from './search-index';
import { EXISTS, orIfConditionFailed, throwIfConditionFailed, wasApplied } from '../table/writes';

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
  /** Absent when no vision model ran (Bedrock answered). */
  detections?: Detections;
}

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
  return wasApplied(update);
}

/** Ready or failed, a photo leaves the reconcile's work list. */
const PROCESSING_INDEX_ATTRIBUTES = Object.keys(photoProcessingIndex('')).join(', ');

/**
 * Ready, with its AI text, colours and derived images: the photo as it now stands (its counts only the item's own),
 * or null when it was deleted meanwhile.
 */
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
  // The item's own record, without its counter shards: the pipeline indexes and announces it, and shows no counts.
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
  await wasApplied(update);
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
  const photo = (await photoAsWritten(Attributes))!;
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
    return photoAsWritten(Attributes);
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
 * What the vision models saw, for a photo analysed before them (the local start's re-analysis), with
 * new words when the words are still the analysis's own (`text`), or only the seen things' tags added
 * when the member restyled or wrote them. Only while the title is still the one read, so a restyle
 * racing this is never overwritten; null otherwise.
 */
export async function recordDetections(
  photo: PhotoRecord,
  detections: Detections,
  text: { title: string; description: string; mood: string; tags: string[] } | { tags: string[] },
): Promise<PhotoRecord | null> {
  const names = Object.keys(text);
  const update = async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photo.id),
        UpdateExpression: `SET detections = :detections, updatedAt = :now, ${names.map((n) => `#${n} = :${n}`).join(', ')}`,
        ConditionExpression: `${EXISTS} AND title = :seenTitle`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
        ExpressionAttributeValues: {
          ':detections': detections,
          ':now': clock.nowIso(),
          ':seenTitle': photo.title,
          ...Object.fromEntries(Object.entries(text).map(([n, v]) => [`:${n}`, v])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return photoAsWritten(Attributes);
  };
  const updated = await orIfConditionFailed(update, null);
  if (updated) await indexPhoto(updated);
  return updated;
}
