import { describe, expect, it } from 'vitest';
import { itemSize, readUnits, writeCharges, type IndexShape } from '../../../bench/support/dynamo-units';
import { partitionClass, peakHour, roleShares } from '../../../bench/support/scale-model';
import { PROCESSING_SHARDS, TERM_SHARDS } from '../../../functions/data/keys/keys';

const GSI1: IndexShape = { name: 'GSI1', partition: 'GSI1PK', sort: 'GSI1SK', projection: 'ALL' };
const options = { tableKeys: ['PK', 'SK'] as const, indexes: [GSI1], transactional: false };

describe("bench/scale.ts's capacity rules (DynamoDB's documented ones)", () => {
  it('sizes an item by its names and values', () => {
    // Assess: 'PK' + 'ab' = 4, 'n' + 3 digits (2 bytes + 1) = 4, 'flag' + 1 = 5
    expect(itemSize({ PK: 'ab', n: 123, flag: true })).toBe(13);
  });

  it('charges reads per 4 KB, half when eventually consistent, at least one unit', () => {
    // Assess
    expect(readUnits(100, true)).toBe(1);
    expect(readUnits(4097, true)).toBe(2);
    expect(readUnits(4097, false)).toBe(1);
  });

  it('charges a write the larger of before and after, doubled in a transaction, and each index copy it changes', () => {
    // Prepare
    const before = { PK: 'P', SK: 'S', GSI1PK: 'U', GSI1SK: 'X', body: 'x'.repeat(1500) };
    const after = { ...before, views: 1 };

    // Act
    const plain = writeCharges(before, after, options);
    const transactional = writeCharges(before, after, { ...options, transactional: true });
    const moved = writeCharges(before, { ...before, GSI1PK: 'V' }, options);

    // Assess
    expect(plain).toEqual([
      { partition: 'P', read: 0, write: 2 },
      { partition: 'U', read: 0, write: 2 },
    ]);
    expect(transactional[0]!.write).toBe(4);
    // A changed index key is a delete in one partition and a put in the other.
    expect(moved.slice(1).map((c) => c.partition)).toEqual(['U', 'V']);
  });

  it("puts a partition's load on the hottest entity of its role, and a public copy's on its share of the index", () => {
    // Assess
    expect(partitionClass('PHOTO#01JQ0000000000000000000001', { '01JQ0000000000000000000001': 'photo' })).toBe('PHOTO#<photo>');
    expect(partitionClass('PUBLIC#3#5', {})).toBe('PUBLIC#<public>#<public>');
    expect(roleShares(10_000_000).photo).toBeGreaterThan(0.01);
    const peak = peakHour(1_000_000, [
      { name: 'feed', roundTrips: 3, requests: 1, charges: [{ partition: 'FEEDS', read: 1, write: 0 }] },
    ]);
    // 1M members x 200 feeds a month, the peak hour at ten times the average rate.
    expect(peak.hottestRead.units).toBeCloseTo((1_000_000 * 200 * 10) / (30 * 24 * 3600), 5);
  });

  it("puts a sharded partition's load evenly on its shards, a term's shared partition but not an owner's", () => {
    // Prepare: one upload writing a processing entry and a word's shared and own items.
    const upload = (partition: string) => ({
      partition: partitionClass(partition, { '01JQ0000000000000000000002': 'author' }),
      read: 0,
      write: 1,
    });
    const charges = [upload('PROCESSING#PHOTOS#5'), upload('TERM#golden#2'), upload('TERM#USER#01JQ0000000000000000000002#golden')];

    // Act
    const peak = peakHour(1_000_000, [{ name: 'upload, public', roundTrips: 1, requests: 3, charges }]);

    // Assess
    expect(charges.map((c) => c.partition)).toEqual(['PROCESSING#PHOTOS#<shard>', 'TERM#golden#<shard>', 'TERM#USER#<author>#golden']);
    const perSecond = (1_000_000 * 15 * 10) / (30 * 24 * 3600);
    const units = new Map(peak.top.write.map((p) => [p.partition, p.units]));
    expect(units.get('PROCESSING#PHOTOS#<shard>')).toBeCloseTo(perSecond / PROCESSING_SHARDS, 5);
    expect(units.get('TERM#golden#<shard>')).toBeCloseTo(perSecond / TERM_SHARDS, 5);
    expect(units.get('TERM#USER#<author>#golden')).toBeCloseTo(perSecond * roleShares(1_000_000).author, 5);
  });
});
