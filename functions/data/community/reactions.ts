/**
 * A member's reaction to a photo (like or dislike; one per member and photo, so they exclude each other).
 * Keys (built in photo-keys.ts; hot-counters.md moved them out of the photo's partition):
 *   USER#<userId> / REACTION#<photoId>   reaction: 'like' | 'dislike'; the member's reactions are their Query
 *     GSI1 REACTIONS#<photoId> / USER#<userId>   a photo's reactions (deleted with the photo)
 *     GSI2 LIKED#<userId> / LIKE#<likeId>       a like only: the member's Liked tab, newest like first
 * A toggle changes the reaction item, the likes/dislikes of the member's counter shard of the photo
 * (photo-counts.ts) and the owner's likesReceived in ONE transaction conditioned on the reaction it read,
 * so concurrent clicks by one member serialise and the counts always equal the reaction items. Nothing
 * in it reads or writes the photo's partition (a viral photo's reactions would all land there): the
 * handler found the photo visible just before, and a reaction that races the photo's deletion is left
 * in its member's partition, where lists skip it (no photo) and the member's deletion removes it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { PhotoNotFoundError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { allItemsOf, batchGet, cancellationCodes, db, pageNewestFirst, tableName } from '../table/client';
import { likedPhotosPartition, reactionKey, reactionLikedIndex, reactionPhotoIndex, reactionPhotoPartition } from '../keys/photo-keys';
import { SK_PREFIX, userPartition } from '../keys/keys';
import { shardMove } from './photo-counts';
import { likesReceivedMove, likesReceivedUncount } from '../members/likes-received';
import { itemParser, parseAll } from '../table/parse';
import { changeWithCounters, deleteWithCounters, IS_NEW, type CounterMove, type ItemChange } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export const REACTIONS = ['like', 'dislike'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const toReaction = itemParser(
  'reaction',
  lazySchema(() => z.object({ photoId: z.string(), userId: z.string(), reaction: z.enum(REACTIONS), likeId: z.optional(z.string()) })),
);

/** The viewer's reaction to each of these photos, in one batch read. */
export async function viewerReactions(userId: string, photoIds: readonly string[]): Promise<Map<string, Reaction>> {
  if (!photoIds.length) return new Map();
  const items = await batchGet([...new Set(photoIds)].map((photoId) => reactionKey(photoId, userId)));
  return new Map(parseAll(toReaction, items).map((r) => [r.photoId, r.reaction]));
}

const MAX_ATTEMPTS = 8;
/** The transaction's items: the reaction, then the member's shard of the photo's counters (then the owner's). */
const PHOTO_COUNTERS = 1;

/**
 * The owner's counter is guarded by their existence: a failed condition there means the photo is going
 * with its owner's account.
 */
const isPhotoMissing = (error: unknown) => cancellationCodes(error).slice(PHOTO_COUNTERS).includes('ConditionalCheckFailed');

function isRetryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  // The reaction item changed under us (another click): read again and retry. A missing photo is final.
  return error.name === 'TransactionCanceledException' && !isPhotoMissing(error);
}

/** The reaction item becoming `next`, guarded by it still being `current` (what we read). */
function reactionChange(photo: { id: string }, userId: string, current: Reaction | null, next: Reaction | null): ItemChange {
  const key = reactionKey(photo.id, userId);
  const stillCurrent = { condition: 'reaction = :current', values: { ':current': current } };
  if (!next) return { delete: key, ...stillCurrent };
  // A like gets a fresh ULID, so the Liked tab orders by when it was liked, not by the photo's age.
  const likeId = next === 'like' ? newId() : undefined;
  const put = {
    ...key,
    ...reactionPhotoIndex(photo.id, userId),
    ...(likeId ? { ...reactionLikedIndex(userId, likeId), likeId } : {}),
    type: 'reaction',
    photoId: photo.id,
    userId,
    reaction: next,
    createdAt: clock.nowIso(),
  };
  return current ? { put, ...stillCurrent } : { put, condition: IS_NEW };
}

/** The photo's likes/dislikes (the member's shard of them) and its owner's likesReceived, moved from `current` to `next`. */
function reactionCounters(
  photo: { id: string; userId: string },
  userId: string,
  current: Reaction | null,
  next: Reaction | null,
): CounterMove[] {
  const delta = (r: Reaction) => (next === r ? 1 : 0) - (current === r ? 1 : 0);
  const likeDelta = delta('like');
  return [
    shardMove(photo.id, userId, { likes: likeDelta, dislikes: delta('dislike') }),
    ...(likeDelta !== 0 ? [likesReceivedMove(photo.userId, userId, likeDelta)] : []),
  ];
}

/** The member's reaction to the photo as it stands now (a strongly consistent read). */
async function currentReaction(photoId: string, userId: string): Promise<Reaction | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: reactionKey(photoId, userId), ConsistentRead: true }),
  );
  return toReaction(Item)?.reaction ?? null;
}

/** Only the reaction item's own condition failed: another click by the same member changed it first. */
const lostToAnotherClick = (error: unknown) => cancellationCodes(error)[0] === 'ConditionalCheckFailed';

/**
 * Toggles the member's `kind` reaction: on if it was off (replacing the other kind), off if it was on.
 * Returns the member's reaction afterwards. PhotoNotFoundError when the photo was deleted meanwhile.
 * A click that keeps losing to the member's own other clicks (many at once) answers the state that won
 * rather than fail: the race is a normal outcome and the counters already agree with that state.
 */
export async function toggleReaction(photo: { id: string; userId: string }, userId: string, kind: Reaction): Promise<Reaction | null> {
  return (await changeReaction(photo, userId, kind)).now;
}

/**
 * toggleReaction, answering also what this click replaced (`before`: null when it lost to the member's
 * other clicks and changed nothing), so the caller acts only on a change it made.
 */
export async function changeReaction(
  photo: { id: string; userId: string },
  userId: string,
  kind: Reaction,
): Promise<{ before: Reaction | null; now: Reaction | null }> {
  for (let attempt = 0; ; attempt += 1) {
    const current = await currentReaction(photo.id, userId);
    const next: Reaction | null = current === kind ? null : kind;
    const counters = reactionCounters(photo, userId, current, next);
    try {
      await changeWithCounters(reactionChange(photo, userId, current, next), counters);
      return { before: current, now: next };
    } catch (error) {
      if (isPhotoMissing(error)) throw new PhotoNotFoundError();
      if (!isRetryable(error)) throw error;
      if (attempt + 1 >= MAX_ATTEMPTS) {
        if (lostToAnotherClick(error)) return { before: null, now: await currentReaction(photo.id, userId) };
        throw error;
      }
      await new Promise((done) => setTimeout(done, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}

/** Every reaction the member made, on anyone's photo (their partition). */
export async function reactionsBy(userId: string): Promise<{ photoId: string; reaction: Reaction }[]> {
  const items = await allItemsOf({ partition: userPartition(userId), prefix: SK_PREFIX.reaction });
  return parseAll(toReaction, items);
}

/** The keys of every reaction to the photo (its GSI1 index), for deleting them with it. */
export async function reactionKeysOf(photoId: string): Promise<{ PK: string; SK: string }[]> {
  const items = await allItemsOf({ index: 'GSI1', partition: reactionPhotoPartition(photoId), projection: 'PK, SK' });
  return items.map(({ PK, SK }) => ({ PK: String(PK), SK: String(SK) }));
}

/** How many of a deleted photo's reactions are removed at once. */
const REMOVE_PARALLEL = 16;

/**
 * Deletes every reaction to a photo that was deleted, each like in one transaction with its author's
 * likesReceived taken back, so the author's count never keeps a deleted photo's likes. The photo's own
 * counter shards go with the photo, so only the author's count is moved. A reaction changed meanwhile (a
 * click racing the deletion) is read again; run again, it finds nothing and does nothing.
 */
export async function removeReactionsToDeletedPhoto(photoId: string, authorId: string): Promise<number> {
  const items = await allItemsOf({ index: 'GSI1', partition: reactionPhotoPartition(photoId), projection: 'userId' });
  const reactors = [...new Set(items.map((item) => String(item.userId)))];
  for (let start = 0; start < reactors.length; start += REMOVE_PARALLEL) {
    await Promise.all(reactors.slice(start, start + REMOVE_PARALLEL).map((userId) => removeReaction(photoId, authorId, userId)));
  }
  return reactors.length;
}

async function removeReaction(photoId: string, authorId: string, userId: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = await currentReaction(photoId, userId);
    if (!current) return;
    const counters = current === 'like' ? [likesReceivedUncount(authorId, userId)] : [];
    const outcome = await deleteWithCounters(reactionKey(photoId, userId), counters, {
      condition: 'reaction = :current',
      values: { ':current': current },
    });
    if (outcome === 'deleted') return;
  }
}

/**
 * Withdraws the member's reaction to a photo with its counters corrected (the photo's likes/dislikes
 * and its owner's likesReceived), whatever else runs meanwhile: a photo deleted meanwhile is read by
 * no one (its shard's correction is harmless), and a reaction changed meanwhile is read again.
 */
export async function withdrawReaction(photo: { id: string; userId: string }, userId: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: reactionKey(photo.id, userId), ConsistentRead: true }),
    );
    const current = toReaction(Item)?.reaction ?? null;
    if (!current) return;
    const outcome = await deleteWithCounters(reactionKey(photo.id, userId), reactionCounters(photo, userId, current, null), {
      condition: 'reaction = :current',
      values: { ':current': current },
    });
    if (outcome === 'deleted') return;
  }
}

/**
 * One page of the photos a member liked, newest like first, older than the like `before` (a likeId).
 * Read from GSI2, so a like a moment old may be missing; the photos themselves are read afterwards.
 */
export async function likedPhotoIds(
  userId: string,
  options: { before?: string; limit: number },
): Promise<{ likes: { photoId: string; likeId: string }[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    index: 'GSI2',
    partition: { name: 'GSI2PK', value: likedPhotosPartition(userId) },
    sortKey: 'GSI2SK',
    prefix: SK_PREFIX.like,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.likeId),
    attributes: ['type', 'photoId', 'userId', 'reaction', 'likeId'],
  });
  const likes = parseAll(toReaction, items).flatMap(({ photoId, likeId }) => (likeId ? [{ photoId, likeId }] : []));
  return { likes, more };
}
