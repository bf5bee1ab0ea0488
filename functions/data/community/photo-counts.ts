/**
 * A photo's hot counters (docs/decisions/hot-counters.md). Views and reactions add to one of
 * COUNTER_SHARDS small items, each its own partition (`PHOTO#<id>#COUNT#<shard>` / `COUNT`), chosen by a
 * hash of the member: a viral photo's writes spread over the shards instead of rewriting its ~3 KB item.
 * A photo's counts are exact on every read: the sum of its shards, read in the same BatchGetItem as the
 * photo (its comments alone are counted on its item).
 */
import * as z from '../../../shared/zod';
import { hashBucket } from '../keys/hash-bucket';
import { itemParser } from '../table/parse';
import { COUNTER_SHARDS, counterShardKey } from '../keys/photo-keys';
import type { CounterMove } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

const SHARD_TYPE = 'photo-counts';
export const HOT_COUNTERS = ['views', 'likes', 'dislikes'] as const;
export type HotCounts = Record<(typeof HOT_COUNTERS)[number], number>;

/** The shard a member's views and reactions of a photo add to: the same one every time, spread evenly over members. */
export const counterShardOf = (memberId: string) => hashBucket(memberId, COUNTER_SHARDS);

/** Every shard of the photo: what a read of its counts, and its deletion, name. */
export const counterShardKeys = (photoId: string) =>
  Array.from({ length: COUNTER_SHARDS }, (_, shard) => counterShardKey(photoId, shard));

/** The move of the member's shard of the photo; the shard item is made by its first move. */
export const shardMove = (photoId: string, memberId: string, add: Partial<HotCounts>): CounterMove => ({
  key: counterShardKey(photoId, counterShardOf(memberId)),
  add,
  createIfMissing: true,
  set: { type: SHARD_TYPE, photoId },
});

const shardItem = lazySchema(() =>
  z.object({ photoId: z.string(), views: z.optional(z.number()), likes: z.optional(z.number()), dislikes: z.optional(z.number()) }),
);
const toShard = itemParser('counter shard', shardItem, { type: SHARD_TYPE });

/** The shards' sums per photo, from whatever items a batch read returned (other kinds are ignored). */
export function sumShards(items: readonly Record<string, unknown>[]): Map<string, HotCounts> {
  const sums = new Map<string, HotCounts>();
  for (const shard of items.map(toShard)) {
    if (!shard) continue;
    const sum = sums.get(shard.photoId) ?? { views: 0, likes: 0, dislikes: 0 };
    for (const counter of HOT_COUNTERS) sum[counter] += shard[counter] ?? 0;
    sums.set(shard.photoId, sum);
  }
  return sums;
}

/** The photo with its views and reactions: its shards' sums (none yet: 0). */
export function withShards<P extends { id: string } & HotCounts>(photo: P, sums: ReadonlyMap<string, HotCounts>): P {
  const sum = sums.get(photo.id) ?? { views: 0, likes: 0, dislikes: 0 };
  return { ...photo, views: sum.views, likes: sum.likes, dislikes: sum.dislikes };
}

/**
 * The photo without its views and reactions, read without its shards: for work that never shows the
 * counts (an account's deletion), so nothing can show the item's zeros as the photo's.
 */
export function withoutCounts<P extends HotCounts>(photo: P): Omit<P, keyof HotCounts> {
  const rest: Partial<P> = { ...photo };
  for (const counter of HOT_COUNTERS) delete rest[counter];
  return rest as Omit<P, keyof HotCounts>;
}
