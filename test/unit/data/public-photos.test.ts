import '../support/env';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_INDEX, publicPhotosPartition } from '../../../functions/data/keys/keys';
import { publicPhotoIds } from '../../../functions/data/photos/photo-lists';
import { publicCopyKeys, publicGroupOf, publicReplicaFor } from '../../../functions/data/photos/public-photos';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

describe('the public index', () => {
  it('keeps a photo in one group, in every replica of it', () => {
    // Act
    const keys = publicCopyKeys('01JQ0000000000000000000001');

    // Assess
    const group = publicGroupOf('01JQ0000000000000000000001');
    expect(keys).toEqual(
      Array.from({ length: PUBLIC_INDEX.replicas }, (_, replica) => ({
        PK: publicPhotosPartition(group, replica),
        SK: 'PHOTO#01JQ0000000000000000000001',
      })),
    );
  });

  it('spreads photos over every group', () => {
    // Act
    const groups = new Set(Array.from({ length: 400 }, (_, i) => publicGroupOf(`01JQ${String(i).padStart(22, '0')}`)));

    // Assess
    expect(groups.size).toBe(PUBLIC_INDEX.groups);
  });

  it('reads one replica of every group in parallel, eventually consistent, and merges them newest first', async () => {
    // Prepare: each group holds ids ending in its own number.
    ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
      const group = Number(String(input.ExpressionAttributeValues?.[':pk']).split('#')[1]);
      return { Items: ['3', '2', '1'].map((n) => ({ photoId: `0${n}${group}`, ownerId: `owner-${group}` })) };
    });

    // Act
    const page = await publicPhotoIds({ limit: 4, readerId: 'reader-1' });

    // Assess
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    const replica = publicReplicaFor('reader-1');
    expect(queries.map((q) => q.ExpressionAttributeValues?.[':pk']).sort()).toEqual(
      Array.from({ length: PUBLIC_INDEX.groups }, (_, group) => publicPhotosPartition(group, replica)).sort(),
    );
    expect(queries.every((q) => q.ConsistentRead === false && q.ScanIndexForward === false && q.IndexName === undefined)).toBe(true);
    expect(page.ids).toEqual(['037', '036', '035', '034']);
    expect(page.more).toBe(true);
    expect(page.owners.get('037')).toBe('owner-7');
  });

  it('gives a reader the same replica every time, so their pages continue where they left off', () => {
    // Assess
    expect(publicReplicaFor('reader-1')).toBe(publicReplicaFor('reader-1'));
  });
});
