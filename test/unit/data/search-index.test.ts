import '../support/env';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { TERM_SHARDS } from '../../../functions/data/keys/keys';
import {
  isLegacyTermPartition,
  legacyTermPhotosPartition,
  ownerTermPhotosPartition,
  termPhotosPartition,
  termShardOf,
} from '../../../functions/data/keys/photo-keys';
import { photosWithTerm } from '../../../functions/data/photos/search-index';

const ddb = mockClient(DynamoDBDocumentClient);

/** Shared matches of 'golden', each in its shard, as the index holds them (newest first per partition). */
const ids = Array.from({ length: 40 }, (_, i) => `01PHOTO${String(i).padStart(2, '0')}`);

beforeEach(() => {
  ddb.reset();
  ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string>; Limit: number }) => {
    const pk = input.ExpressionAttributeValues[':pk'] ?? '';
    const held =
      pk === ownerTermPhotosPartition('viewer', 'golden')
        ? ['01OWN']
        : ids.filter((id) => termPhotosPartition('golden', termShardOf(id)) === pk);
    const items = [...held].sort().reverse().slice(0, input.Limit);
    return { Items: items.map((photoId) => ({ type: 'search-term', photoId, tribes: pk.includes('USER#') ? undefined : [] })) };
  });
});

describe('a search term in shards', () => {
  it('puts a photo in one shard of its words, the same for every word, every shard in use', () => {
    // Act
    const shards = ids.map(termShardOf);

    // Assess
    expect(ids.map(termShardOf)).toEqual(shards);
    expect(new Set(shards).size).toBe(TERM_SHARDS);
    expect(termPhotosPartition('golden', 2)).toBe('TERM#golden#2');
    expect(isLegacyTermPartition(legacyTermPhotosPartition('golden'))).toBe(true);
    expect(isLegacyTermPartition(termPhotosPartition('golden', 2))).toBe(false);
    expect(isLegacyTermPartition(ownerTermPhotosPartition('u1', 'golden'))).toBe(false);
  });

  it("reads every shard of a word and the viewer's own partition at once, and keeps the newest `limit` shared", async () => {
    // Act
    const matches = await photosWithTerm('viewer', 'golden', 7);

    // Assess: the same matches one unsharded partition's newest 7 were.
    const partitions = ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.ExpressionAttributeValues?.[':pk']);
    expect(partitions.sort()).toEqual(
      [
        ownerTermPhotosPartition('viewer', 'golden'),
        ...Array.from({ length: TERM_SHARDS }, (_, k) => termPhotosPartition('golden', k)),
      ].sort(),
    );
    expect(matches).toEqual([
      { photoId: '01OWN', tribes: null },
      ...[...ids]
        .sort()
        .reverse()
        .slice(0, 7)
        .map((photoId) => ({ photoId, tribes: [] })),
    ]);
  });
});
