/**
 * A photo. Keys (built in keys.ts):
 *   PHOTO#<id> / PHOTO                 the photo (comments counted on it; views and reactions on its
 *                                      counter shards, photo-counts.ts, added on every read)
 *     GSI1 USER#<ownerId> / PHOTO#<id>   the owner's photos, newest first
 *     GSI2 FANOUT#PENDING#<shard> / <token>  present only while its tribe fan-out is unfinished (member-feed.ts)
 *     GSI3 PROCESSING#PHOTOS#<shard> / PHOTO#<id> present only while it is processing: the reconcile's work list
 *   PHOTO#<id> / <anything else>       the photo's dependants (reactions, comments, ...), deleted with it
 * Its lists are in photo-lists.ts, what the analysis writes in photo-analysis.ts, its privacy in
 * photo-privacy.ts and its deletion in photo-deletes.ts.
 *
 * Ids are ULIDs, so the photo sort keys order every list by upload time.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { AI_STYLES, PHOTO_STATUSES, type AiStyle, type PhotoStatus } from '../../../shared/enums';
import { privacy as privacySchema, type Privacy } from '../../../shared/schemas/photo';
import type { PixelStats } from '../../ai/pixel-stats';
import type { Detections } from '../../ai/vision/detections';
import { clock } from '../../kernel/clock';
import { batchGet, db, tableName } from '../table/client';
import { photoKey, photoOwnerIndex, photoProcessingIndex } from '../keys/photo-keys';
import { publicCopyItems } from './public-photos';
import { counter, itemParser, listOf, orNull, parseAll } from '../table/parse';
import { editRef, photoEditItem, uneditedImage, type EditRef, type NewPhotoEdit, type UneditedImage } from './photo-edits';
import { counterShardKeys, sumShards, withoutCounts, withShards, type HotCounts } from '../community/photo-counts';
import { sharedTribes, tribePhotoItem } from '../tribes/tribe-photos';
import { IS_NEW } from '../table/writes';
import { pendingFanOutAttributes } from '../tribes/member-feed';
import { lazySchema } from '../../../shared/lazy-schema';

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
  /**
   * What the vision models saw (local mode, and the cloud when Bedrock fell back); null for a photo
   * Bedrock analysed. A restyle in local mode writes from these without the models; readers check the
   * version (asDetections), so detections of another version count as none.
   */
  detections?: Detections | null;
  views: number;
  likes: number;
  dislikes: number;
  comments: number;
  /** Why analysis failed, for the owner and the logs. */
  failureReason: string | null;
  /** Text the uploader wrote (the mobile app): the analysis keeps it instead of the AI's. */
  givenTitle?: string;
  givenDescription?: string;
  /** An edited photo: the photo it was edited from. */
  editedFrom: string | null;
  /** An edit saved in place whose image the pipeline has not yet applied. */
  pendingEdit?: EditRef;
  /** The edit the photo shows now; with it, the photo's own images in `unedited` for a revert. */
  appliedEdit?: EditRef;
  unedited?: UneditedImage;
  /**
   * Epoch seconds after which a photo whose bytes never arrived may be deleted (by the reconcile, after
   * checking storage); null once the bytes arrived, or for photos that never expire.
   */
  uploadExpiresAt: number | null;
  /** The text a restyle replaced, so the member can undo it; gone once undone. */
  previousText?: PhotoText;
  /** Present while its tribe fan-out is unfinished (member-feed.ts): the fan-out that must finish it. */
  fanOutToken?: string;
  /** The tribes whose members may hold a feed item of it (member-feed.ts). */
  fanOutTribes?: string[];
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

/** The analysis's own records (pixel stats, detections), stored and handed back whole; the data layer only carries them. */
const analysisRecord = <T>() => z.custom<T>((value) => typeof value === 'object' && value !== null);

const photoText: z.ZodMiniType<PhotoText> = lazySchema(() =>
  z.object({
    title: z.string(),
    description: orNull(z.string()),
    tags: listOf(z.string()),
    mood: orNull(z.string()),
    style: z.enum(AI_STYLES),
  }),
);

const photoItem: z.ZodMiniType<PhotoRecord> = lazySchema(() =>
  z.object({
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
    pixelStats: orNull(analysisRecord<PixelStats>()),
    detections: orNull(analysisRecord<Detections>()),
    views: counter,
    likes: counter,
    dislikes: counter,
    comments: counter,
    failureReason: orNull(z.string()),
    givenTitle: z.optional(z.string()),
    givenDescription: z.optional(z.string()),
    editedFrom: orNull(z.string()),
    pendingEdit: z.optional(editRef),
    appliedEdit: z.optional(editRef),
    unedited: z.optional(uneditedImage),
    uploadExpiresAt: orNull(z.number()),
    previousText: z.optional(photoText),
    fanOutToken: z.optional(z.string()),
    fanOutTribes: z.optional(listOf(z.string())),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** The photo item as a record (null for another kind of item). Photos carry no DynamoDB ttl: the reconcile expires unsent ones. */
export const toPhoto = itemParser('photo', photoItem, { type: 'photo' });

/** The photo with its counts (its counter shards read in the same request), strongly consistent. */
export async function getPhoto(id: string): Promise<PhotoRecord | null> {
  return (await getPhotos([id]))[0] ?? null;
}

/** The photos with these ids that exist, in the order of the ids, with their counts, in one batch read. */
export async function getPhotos(ids: string[]): Promise<PhotoRecord[]> {
  const unique = [...new Set(ids)];
  const items = await batchGet(unique.flatMap((id) => [photoKey(id), ...counterShardKeys(id)]));
  const sums = sumShards(items);
  const byId = new Map(parseAll(toPhoto, items).map((photo) => [photo.id, withShards(photo, sums)]));
  return unique.map((id) => byId.get(id)).filter((p): p is PhotoRecord => Boolean(p));
}

/** A photo item as stored: its views and reactions are on its counter shards, which it leaves out. */
export type PhotoWithoutCounts = Omit<PhotoRecord, keyof HotCounts>;

/**
 * The photo items with these ids that exist, in the order of the ids, in one consistent batch read that
 * leaves out the counter shards: for work that never shows the counts (an account's deletion).
 */
export async function getPhotosWithoutCounts(ids: string[]): Promise<PhotoWithoutCounts[]> {
  const unique = [...new Set(ids)];
  const byId = new Map(parseAll(toPhoto, await batchGet(unique.map(photoKey))).map((photo) => [photo.id, photo]));
  return unique.flatMap((id) => {
    const photo = byId.get(id);
    return photo ? [withoutCounts(photo)] : [];
  });
}

/**
 * A photo as an update returned it (`ReturnValues: 'ALL_NEW'`), with its counter shards added: the item
 * alone holds no views or reactions (only comments are counted on it), so an answer built from it would
 * show none. Every write that hands back a photo goes through this; null for no photo.
 */
export async function photoAsWritten(attributes: Record<string, unknown> | undefined): Promise<PhotoRecord | null> {
  const photo = toPhoto(attributes);
  return photo ? withShards(photo, sumShards(await batchGet(counterShardKeys(photo.id)))) : null;
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

/**
 * The photo (status processing), its tribe shares and an edit's design state, in one transaction. A photo
 * shared with tribes is marked for fan-out: the caller runs it (tribe-fan-out.ts), the reconcile if it crashes.
 */
export async function createPhoto(input: NewPhoto): Promise<PhotoRecord> {
  const now = clock.nowIso();
  const tribes = sharedTribes(input.privacy);
  const item = {
    ...photoKey(input.id),
    ...photoOwnerIndex(input.userId, input.id),
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
    comments: 0,
    createdAt: now,
    updatedAt: now,
    ...(input.expiresAtEpochSeconds ? { uploadExpiresAt: input.expiresAtEpochSeconds } : {}),
    ...(tribes.length ? pendingFanOutAttributes(input.id, tribes) : {}),
  };
  await db().send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: item, ConditionExpression: IS_NEW } },
        ...tribes.map((tribeId) => ({
          Put: { TableName: tableName(), Item: tribePhotoItem(tribeId, input.id, input.userId) },
        })),
        ...(input.edit ? [{ Put: { TableName: tableName(), Item: photoEditItem(input.id, input.edit, now) } }] : []),
        ...(input.privacy.visibility === 'public' ? publicCopyItems(input.id, input.userId) : []).map((copy) => ({
          Put: { TableName: tableName(), Item: copy },
        })),
      ],
    }),
  );
  return toPhoto(item)!;
}
