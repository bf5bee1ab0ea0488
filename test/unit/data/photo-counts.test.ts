import { describe, expect, it } from 'vitest';
import { counterShardOf, counterShardKeys, shardMove, sumShards, withShards } from '../../../functions/data/community/photo-counts';
import { COUNTER_SHARDS, counterShardKey } from '../../../functions/data/keys/photo-keys';

describe('the counter shards', () => {
  it('gives a member the same shard every time, within range', () => {
    for (const member of ['a', '01JABCDEFGHJKMNPQRSTVWXYZ0', 'x'.repeat(200)]) {
      const shard = counterShardOf(member);
      expect(Number.isInteger(shard) && shard >= 0 && shard < COUNTER_SHARDS).toBe(true);
      expect(counterShardOf(member)).toBe(shard);
    }
  });

  it('spreads many members evenly, so no shard takes much more than its share of a viral photo', () => {
    const counts = new Array<number>(COUNTER_SHARDS).fill(0);
    for (let i = 0; i < 80_000; i += 1) counts[counterShardOf(`member-${i}`)]! += 1;
    const share = 80_000 / COUNTER_SHARDS;
    for (const count of counts) expect(Math.abs(count - share) / share).toBeLessThan(0.05);
  });

  it('puts each shard in a partition of its own (a shard in the same partition would spread nothing)', () => {
    const partitions = new Set(counterShardKeys('p1').map((key) => key.PK));
    expect(partitions.size).toBe(COUNTER_SHARDS);
    expect(partitions.has('PHOTO#p1')).toBe(false);
  });

  it("moves the member's shard, making it on the first move", () => {
    expect(shardMove('p1', 'm1', { views: 1 })).toEqual({
      key: counterShardKey('p1', counterShardOf('m1')),
      add: { views: 1 },
      createIfMissing: true,
      set: { type: 'photo-counts', photoId: 'p1' },
    });
  });

  it('adds every shard of a photo to its own counts, ignoring other items and other photos', () => {
    const shard = (photoId: string, n: number, counts: Record<string, number>) => ({
      ...counterShardKey(photoId, n),
      type: 'photo-counts',
      photoId,
      ...counts,
    });
    const sums = sumShards([
      shard('p1', 0, { views: 2, likes: 1 }),
      shard('p1', 7, { views: 1, likes: -1, dislikes: 1 }),
      shard('p2', 3, { views: 5 }),
      { PK: 'PHOTO#p1', SK: 'PHOTO', type: 'photo', views: 100 },
    ]);
    const photo = { id: 'p1', views: 10, likes: 3, dislikes: 0, title: 'kept' };
    expect(withShards(photo, sums)).toEqual({ id: 'p1', views: 13, likes: 3, dislikes: 1, title: 'kept' });
    expect(withShards({ ...photo, id: 'p3' }, sums)).toEqual({ ...photo, id: 'p3' });
  });
});
