import '../support/env';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  commentKey,
  COUNTER_SHARDS,
  counterShardKey,
  photoKey,
  processingShardOf,
  reactionKey,
} from '../../../functions/data/keys/photo-keys';
import { HOT_COUNTERS } from '../../../functions/data/community/photo-counts';
import { tribePhotoKey } from '../../../functions/data/keys/tribe-keys';
import { LIKES_RECEIVED_SHARDS, likesReceivedShardKey, memberFeedKey } from '../../../functions/data/keys/keys';
import { hashBucket } from '../../../functions/data/keys/hash-bucket';
import { publicCopyItems, publicCopyKeys } from '../../../functions/data/photos/public-photos';
import { getPhoto, getPhotos, getPhotosWithoutCounts, type PhotoRecord, createPhoto } from '../../../functions/data/photos/photo';
import { ownerPhotoIds, tribePhotoIds } from '../../../functions/data/photos/photo-lists';
import { deletePhoto } from '../../../functions/data/photos/photo-deletes';
import { markAnalysed, markFailed, markUploaded, updateAnalysisText } from '../../../functions/data/photos/photo-analysis';
import { updatePrivacy } from '../../../functions/data/photos/photo-privacy';
import { PhotoNotFoundError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { conditionFailed, resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

const NOW = '2026-03-01T12:00:00.000Z';

beforeEach(() => {
  resetTable(ddb);
  freezeClock(NOW);
});

const tribes = (...allowedTribes: string[]) => ({ visibility: 'tribes' as const, allowedTribes, intent: 'memory' as const });
const publicly = { visibility: 'public' as const, allowedTribes: [], intent: 'memory' as const };

function photo(overrides: Partial<PhotoRecord> = {}): PhotoRecord {
  return {
    id: 'p1',
    userId: 'ada',
    status: 'ready',
    style: 'witty',
    title: 'Harbour',
    description: 'Boats at dusk',
    tags: ['boats'],
    mood: 'calm',
    primaryColors: ['#336699'],
    privacy: tribes('t1', 't2'),
    originalKey: 'originals/p1.jpg',
    contentType: 'image/jpeg',
    displayKey: 'photos/p1/display.webp',
    thumbnailKey: 'photos/p1/thumb.webp',
    placeholder: null,
    width: 640,
    height: 480,
    pixelStats: null,
    detections: null,
    views: 3,
    likes: 2,
    dislikes: 0,
    comments: 1,
    failureReason: null,
    editedFrom: null,
    uploadExpiresAt: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}
const stored = (record: PhotoRecord, extra: Record<string, unknown> = {}) => ({
  ...photoKey(record.id),
  type: 'photo',
  ...record,
  ...extra,
});
const updateInput = () => ddb.commandCalls(UpdateCommand)[0]?.args[0].input;

describe('createPhoto', () => {
  it('puts a new processing photo, indexed for its owner, the public feed and the reconcile, in one transaction', async () => {
    // Act
    const created = await createPhoto({
      id: 'p1',
      userId: 'ada',
      privacy: publicly,
      style: 'witty',
      title: 'Harbour',
      originalKey: 'originals/p1.jpg',
      contentType: 'image/jpeg',
      expiresAtEpochSeconds: 1_900_000_000,
    });

    // Assess
    expect(created).toMatchObject({ id: 'p1', status: 'processing', description: null, tags: [], views: 0, privacy: publicly });
    const [put] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(put?.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put?.Put?.Item).toMatchObject({
      ...photoKey('p1'),
      GSI1PK: 'USER#ada',
      GSI1SK: 'PHOTO#p1',
      GSI3PK: `PROCESSING#PHOTOS#${processingShardOf('p1')}`,
      GSI3SK: 'PHOTO#p1',
      type: 'photo',
      // Its own expiry, not a DynamoDB ttl: only the reconcile deletes it, after checking storage.
      uploadExpiresAt: 1_900_000_000,
    });
    expect(put?.Put?.Item).not.toHaveProperty('ttl');
    // Its copies in the public index, in the same transaction: one group, every replica.
    const copies = (ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [])
      .slice(1)
      .map((item) => item.Put?.Item);
    expect(copies).toEqual(publicCopyItems('p1', 'ada'));
    expect(new Set(copies.map((copy) => String(copy?.PK).split('#')[1])).size).toBe(1);
  });

  it('shares a tribes photo with each of its tribes once, and keeps it out of the public index', async () => {
    // Act
    await createPhoto({
      id: 'p1',
      userId: 'ada',
      privacy: tribes('t1', 't2', 't1'),
      style: 'witty',
      title: 'x',
      originalKey: 'o',
      contentType: 'image/jpeg',
    });

    // Assess
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.some((item) => String(item.Put?.Item?.PK).startsWith('PUBLIC#'))).toBe(false);
    expect(items.slice(1)).toEqual(
      ['t1', 't2'].map((tribeId) => ({
        Put: {
          TableName: 'snifty-unit',
          Item: { ...tribePhotoKey(tribeId, 'p1'), type: 'tribe-photo', tribeId, photoId: 'p1', ownerId: 'ada' },
        },
      })),
    );
  });
});

describe('reading photos', () => {
  it('getPhoto reads the photo and its counter shards consistently in one batch, counts summed, defaults filled', async () => {
    // Prepare
    const { description: _d, tags: _t, views: _v, ...rest } = photo();
    const shard = (n: number, counts: Record<string, number>) => ({
      ...counterShardKey('p1', n),
      type: 'photo-counts',
      photoId: 'p1',
      ...counts,
    });
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        'snifty-unit': [
          { ...photoKey('p1'), type: 'photo', ...rest, GSI1PK: 'USER#ada' },
          shard(2, { views: 3, likes: 1 }),
          shard(5, { views: 1, likes: -1, dislikes: 2 }),
        ],
      },
    });

    // Act
    const found = await getPhoto('p1');

    // Assess
    // Views and reactions are the shards' sums; the item holds none.
    expect(found).toEqual(photo({ description: null, tags: [], views: 4, likes: 0, dislikes: 2 }));
    expect(ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.['snifty-unit']).toEqual({
      Keys: [photoKey('p1'), ...Array.from({ length: COUNTER_SHARDS }, (_, n) => counterShardKey('p1', n))],
      ConsistentRead: true,
    });
  });

  it('getPhoto answers null for another item type or an unreadable item', async () => {
    // Prepare
    const items: Record<string, Record<string, unknown>> = {
      other: stored(photo({ id: 'other' }), { type: 'comment' }),
      broken: stored(photo({ id: 'broken' }), { status: 'melted' }),
    };
    ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string }[] }> }) => {
      const id = input.RequestItems['snifty-unit']!.Keys[0]!.PK.slice('PHOTO#'.length);
      return { Responses: { 'snifty-unit': items[id] ? [items[id]] : [] } };
    });

    // Act
    const found = await Promise.all(['other', 'broken', 'missing'].map(getPhoto));

    // Assess
    expect(found).toEqual([null, null, null]);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(3);
  });

  it('getPhotos answers the existing photos in the order of the ids, with their shards, one batch read', async () => {
    // Prepare
    ddb.on(BatchGetCommand).resolves({ Responses: { 'snifty-unit': [stored(photo({ id: 'b' })), stored(photo({ id: 'a' }))] } });

    // Act
    const found = await getPhotos(['a', 'gone', 'b', 'a']);

    // Assess
    expect(found.map((p) => p.id)).toEqual(['a', 'b']);
    expect(ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.['snifty-unit']).toEqual({
      Keys: ['a', 'gone', 'b'].flatMap((id) => [
        photoKey(id),
        ...Array.from({ length: COUNTER_SHARDS }, (_, n) => counterShardKey(id, n)),
      ]),
      ConsistentRead: true,
    });
  });

  it('getPhotosWithoutCounts answers the photo items alone, without the counts only their shards hold right', async () => {
    // Prepare
    ddb
      .on(BatchGetCommand)
      .resolves({ Responses: { 'snifty-unit': [stored(photo({ id: 'b', likes: 7 })), stored(photo({ id: 'a' }))] } });

    // Act
    const found = await getPhotosWithoutCounts(['a', 'gone', 'b', 'a']);

    // Assess
    expect(found.map((p) => p.id)).toEqual(['a', 'b']);
    for (const photo of found) for (const counter of HOT_COUNTERS) expect(photo).not.toHaveProperty(counter);
    expect(ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.['snifty-unit']).toEqual({
      Keys: ['a', 'gone', 'b'].map(photoKey),
      ConsistentRead: true,
    });
  });

  it.each([
    [
      'ownerPhotoIds',
      () => ownerPhotoIds('ada', { limit: 2 }),
      { IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :lo)' },
      'USER#ada',
    ],
    [
      'tribePhotoIds',
      () => tribePhotoIds('t1', { limit: 2 }),
      { ConsistentRead: true, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :lo)' },
      'TRIBE#t1',
    ],
  ])('%s pages the PHOTO# sort keys of its partition, newest first', async (_name, read, query, partition) => {
    // Prepare
    ddb.on(QueryCommand).resolves({
      Items: [
        { id: 'c', photoId: 'c', userId: 'ada', ownerId: 'ada' },
        { id: 'b', photoId: 'b', userId: 'bo', ownerId: 'bo' },
        { id: 'a', photoId: 'a', userId: 'ada', ownerId: 'ada' },
      ],
    });

    // Act
    const page = await read();

    // Assess
    expect({ ids: page.ids, more: page.more }).toEqual({ ids: ['c', 'b'], more: true });
    // Each id's owner comes with the list, so the page reads its authors with its photos.
    expect(Object.fromEntries(page.owners)).toEqual({ c: 'ada', b: 'bo' });
    // An id list reads ids and owners only (and the ttl), never whole items.
    expect(Object.values(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeNames ?? {})).toHaveLength(3);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      ...query,
      ExpressionAttributeValues: { ':pk': partition, ':lo': 'PHOTO#' },
      ScanIndexForward: false,
      Limit: 3,
    });
  });
});

describe('updates of the photo', () => {
  it('markUploaded stops an existing photo expiring; false when it is gone', async () => {
    // Act
    const marked = await markUploaded('p1');
    ddb.on(UpdateCommand).rejects(conditionFailed());
    const gone = await markUploaded('p1');

    // Assess
    expect([marked, gone]).toEqual([true, false]);
    expect(updateInput()).toEqual({
      TableName: 'snifty-unit',
      Key: photoKey('p1'),
      UpdateExpression: 'REMOVE uploadExpiresAt',
      ConditionExpression: 'attribute_exists(PK)',
    });
  });

  it('markAnalysed sets ready and the analysed fields and answers the photo as it now stands; null when deleted meanwhile', async () => {
    // Prepare
    const fields = {
      title: 'Harbour',
      description: 'Boats at dusk',
      tags: ['boats'],
      mood: 'calm',
      primaryColors: ['#336699'],
      displayKey: 'd',
      thumbnailKey: 't',
      placeholder: 'data:',
      width: 640,
      height: 480,
      pixelStats: { width: 640, height: 480 } as never,
    };
    ddb
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: stored(photo({ status: 'ready' })) })
      .rejects(conditionFailed());

    // Act
    const analysed = await markAnalysed('p1', fields);
    const deleted = await markAnalysed('p1', fields);

    // Assess
    expect(analysed?.status).toBe('ready');
    expect(deleted).toBeNull();
    expect(updateInput()).toMatchObject({
      Key: photoKey('p1'),
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: expect.objectContaining({ ':ready': 'ready', ':title': 'Harbour', ':width': 640 }),
      ReturnValues: 'ALL_NEW',
    });
    expect(updateInput()?.UpdateExpression).toMatch(
      /^SET #status = :ready, updatedAt = :now, #title = :title, .* REMOVE failureReason, uploadExpiresAt, GSI3PK, GSI3SK$/,
    );
  });

  it('markFailed leaves a ready photo alone, quietly', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const marking = markFailed('p1', { title: 'Untitled', description: '', reason: 'model down' });

    // Assess
    await expect(marking).resolves.toBeUndefined();
    expect(updateInput()?.ConditionExpression).toBe('attribute_exists(PK) AND #status <> :ready');
  });

  it('updateAnalysisText answers the restyled photo, or throws PhotoNotFoundError when it is gone', async () => {
    // Prepare
    const text = { title: 'Ahoy', description: 'd', tags: [], mood: 'bold', style: 'funny' as const };
    ddb
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: stored(photo({ title: 'Ahoy', style: 'funny' })) })
      .rejects(conditionFailed());

    // Act
    const restyled = await updateAnalysisText('p1', text);
    const gone = updateAnalysisText('p1', text);

    // Assess
    expect(restyled).toMatchObject({ title: 'Ahoy', style: 'funny' });
    await expect(gone).rejects.toBeInstanceOf(PhotoNotFoundError);
    expect(updateInput()).toMatchObject({ Key: photoKey('p1'), ConditionExpression: 'attribute_exists(PK)' });
  });
});

describe('updatePrivacy', () => {
  it('changes privacy, the public index and the tribe shares in one transaction guarded by the owner', async () => {
    // Act
    const updated = await updatePrivacy(photo({ privacy: tribes('t1', 't2') }), tribes('t2', 't3'));

    // Assess
    expect(updated.privacy).toEqual(tribes('t2', 't3'));
    expect(ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems).toEqual([
      {
        Update: {
          TableName: 'snifty-unit',
          Key: photoKey('p1'),
          // The tribes before and after join `fanOutTribes`, and the fan-out is marked pending (tribe-fan-out.ts).
          UpdateExpression: expect.stringMatching(/^SET privacy = :privacy, updatedAt = :now, fanOutToken = :fanOutToken, GSI2PK = /),
          ConditionExpression: 'attribute_exists(PK) AND userId = :owner',
          ExpressionAttributeValues: expect.objectContaining({
            ':privacy': tribes('t2', 't3'),
            ':now': NOW,
            ':owner': 'ada',
            ':fanOutTribes': ['t1', 't2', 't3'],
          }),
        },
      },
      {
        Put: {
          TableName: 'snifty-unit',
          Item: { ...tribePhotoKey('t3', 'p1'), type: 'tribe-photo', tribeId: 't3', photoId: 'p1', ownerId: 'ada' },
        },
      },
      { Delete: { TableName: 'snifty-unit', Key: tribePhotoKey('t1', 'p1') } },
      // Whatever it was before, a photo that is not public has no public copies.
      ...publicCopyKeys('p1').map((Key) => ({ Delete: { TableName: 'snifty-unit', Key } })),
    ]);
  });

  it('puts a public photo into the public index', async () => {
    // Act
    await updatePrivacy(photo({ privacy: tribes() }), publicly);

    // Assess
    const [update, ...rest] = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(update?.Update?.UpdateExpression).toBe('SET privacy = :privacy, updatedAt = :now');
    expect(rest).toEqual(publicCopyItems('p1', 'ada').map((Item) => ({ Put: { TableName: 'snifty-unit', Item } })));
  });

  it('throws PhotoNotFoundError when the photo is gone (or no longer the owner’s)', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());

    // Act
    const updating = updatePrivacy(photo(), publicly);

    // Assess
    await expect(updating).rejects.toBeInstanceOf(PhotoNotFoundError);
  });
});

describe('deletePhoto', () => {
  it('deletes the photo first, then each reaction with its author’s likes received, then its tribe shares, partition and counter shards', async () => {
    // Prepare
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PHOTO#p1' } }).resolves({ Items: [commentKey('p1', 'c1')] });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'REACTIONS#p1' } })
      .resolves({ Items: [{ ...reactionKey('p1', 'ben'), userId: 'ben' }] });
    ddb
      .on(GetCommand, { Key: reactionKey('p1', 'ben') })
      .resolves({ Item: { ...reactionKey('p1', 'ben'), type: 'reaction', photoId: 'p1', userId: 'ben', reaction: 'like' } });
    // Ben is in t1: the photo is in his feed (tribe fan-out).
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'TRIBE#t1' } }).resolves({ Items: [{ userId: 'ben' }] });

    // Act
    await deletePhoto(photo({ privacy: tribes('t1') }));

    // Assess
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({ TableName: 'snifty-unit', Key: photoKey('p1') });
    // Ben's like goes in one transaction with the author's (Ada's) likes received moved back.
    const [uncount] = ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);
    expect(uncount?.[0]?.Delete).toMatchObject({ Key: reactionKey('p1', 'ben'), ExpressionAttributeValues: { ':current': 'like' } });
    expect(uncount?.[1]?.Update).toMatchObject({
      Key: likesReceivedShardKey('ada', hashBucket('ben', LIKES_RECEIVED_SHARDS)),
      ExpressionAttributeValues: { ':likesReceived': -1 },
    });
    expect(ddb.commandCalls(QueryCommand).map((call) => call.args[0].input)).toEqual([
      // Its reactions are in their members' partitions, found by the photo's index.
      expect.objectContaining({ IndexName: 'GSI1', ExpressionAttributeValues: { ':pk': 'REACTIONS#p1' } }),
      expect.objectContaining({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'PHOTO#p1' } }),
      expect.objectContaining({ ExpressionAttributeValues: expect.objectContaining({ ':pk': 'TRIBE#t1' }) }),
    ]);
    expect(ddb.commandCalls(BatchWriteCommand)[0]?.args[0].input.RequestItems?.['snifty-unit']).toEqual([
      { DeleteRequest: { Key: tribePhotoKey('t1', 'p1') } },
      // Its public copies whatever its privacy said: a privacy change racing the delete leaves none behind.
      ...publicCopyKeys('p1').map((Key) => ({ DeleteRequest: { Key } })),
      { DeleteRequest: { Key: memberFeedKey('ben', 'p1') } },
      { DeleteRequest: { Key: commentKey('p1', 'c1') } },
      ...Array.from({ length: COUNTER_SHARDS }, (_, n) => ({ DeleteRequest: { Key: counterShardKey('p1', n) } })),
    ]);
  });
});
