/**
 * The likes a member's photos received, sharded (docs/decisions/hot-counters.md): each like moves
 * one of LIKES_RECEIVED_SHARDS small items, chosen by a hash of the member who liked, so a viral photo's
 * likes do not all rewrite its author's profile item. The count is the sum of the shards, read in one
 * BatchGetItem with the profile.
 */
import { lazySchema } from '../../../shared/lazy-schema';
import * as z from '../../../shared/zod';
import { hashBucket } from '../keys/hash-bucket';
import { LIKES_RECEIVED_SHARDS, likesReceivedShardKey } from '../keys/keys';
import { counter, itemParser } from '../table/parse';
import type { CounterMove } from '../table/writes';

const SHARD_TYPE = 'likes-received';

/** The move of the author's shard that `likerId`'s likes add to; the shard item is made by its first move. */
export const likesReceivedMove = (authorId: string, likerId: string, delta: number): CounterMove => ({
  key: likesReceivedShardKey(authorId, hashBucket(likerId, LIKES_RECEIVED_SHARDS)),
  add: { likesReceived: delta },
  createIfMissing: true,
  set: { type: SHARD_TYPE, userId: authorId },
});

/**
 * Takes one of `likerId`'s likes back from the author's count, for a like deleted with its photo. Unlike a
 * like's own move it never makes the shard: when the author's shards are gone they have left, and there
 * is nothing to correct (deleteWithCounters then deletes the like alone).
 */
export const likesReceivedUncount = (authorId: string, likerId: string): CounterMove => ({
  key: likesReceivedShardKey(authorId, hashBucket(likerId, LIKES_RECEIVED_SHARDS)),
  add: { likesReceived: -1 },
});

/** Every shard of the member's count: what a read of it, and their leaving, name. */
export const likesReceivedShardKeys = (userId: string) =>
  Array.from({ length: LIKES_RECEIVED_SHARDS }, (_, shard) => likesReceivedShardKey(userId, shard));

const toShard = itemParser(
  'likes received shard',
  lazySchema(() => z.object({ likesReceived: counter })),
  { type: SHARD_TYPE },
);

/** The shards' sum among whatever items a batch read returned (other kinds are ignored). */
export const sumLikesReceived = (items: readonly Record<string, unknown>[]) =>
  items.reduce((sum, item) => sum + (toShard(item)?.likesReceived ?? 0), 0);
