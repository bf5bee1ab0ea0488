import '../support/env';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { counterShardKey, likedPhotosPartition, reactionKey, reactionPhotoIndex } from '../../../functions/data/keys/photo-keys';
import { counterShardOf } from '../../../functions/data/community/photo-counts';
import { LIKES_RECEIVED_SHARDS, likesReceivedShardKey } from '../../../functions/data/keys/keys';
import { hashBucket } from '../../../functions/data/keys/hash-bucket';
import { toggleReaction, viewerReactions, type Reaction } from '../../../functions/data/community/reactions';
import { PhotoNotFoundError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-03-01T12:00:00.000Z');
});

const photo = { id: 'p1', userId: 'owner' };
const reactionItem = (reaction: Reaction) => ({
  ...reactionKey('p1', 'me'),
  ...reactionPhotoIndex('p1', 'me'),
  type: 'reaction',
  photoId: 'p1',
  userId: 'me',
  reaction,
});
const transactions = () => ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

/** The member's counter shard of the photo moves (made by its first move); the photo's partition is not touched. */
const photoCounters = (likes: number, dislikes: number) => [
  {
    Update: expect.objectContaining({
      Key: counterShardKey('p1', counterShardOf('me')),
      UpdateExpression: 'ADD #likes :likes, #dislikes :dislikes SET #type = :type, #photoId = :photoId',
      ExpressionAttributeValues: { ':likes': likes, ':dislikes': dislikes, ':type': 'photo-counts', ':photoId': 'p1' },
    }),
  },
];
/** The owner's likes received move on the shard of them that this member's likes go to, not on the owner's profile. */
const ownerLikes = (likes: number) => ({
  Update: expect.objectContaining({
    Key: likesReceivedShardKey('owner', hashBucket('me', LIKES_RECEIVED_SHARDS)),
    UpdateExpression: 'ADD #likesReceived :likesReceived SET #type = :type, #userId = :userId',
    ExpressionAttributeValues: { ':likesReceived': likes, ':type': 'likes-received', ':userId': 'owner' },
  }),
});

describe('toggleReaction', () => {
  it('puts a first like on a new item and counts it on the member’s shard of the photo and its owner, in one transaction', async () => {
    // Act
    const now = await toggleReaction(photo, 'me', 'like');

    // Assess
    expect(now).toBe('like');
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'snifty-unit',
      Key: reactionKey('p1', 'me'),
      ConsistentRead: true,
    });
    expect(transactions()).toEqual([
      [
        {
          Put: {
            TableName: 'snifty-unit',
            Item: {
              ...reactionItem('like'),
              // A like is listed in the member's Liked tab by when it was made.
              GSI2PK: likedPhotosPartition('me'),
              GSI2SK: expect.stringMatching(/^LIKE#[0-9A-Z]{26}$/),
              likeId: expect.stringMatching(/^[0-9A-Z]{26}$/),
              createdAt: '2026-03-01T12:00:00.000Z',
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...photoCounters(1, 0),
        ownerLikes(1),
      ],
    ]);
    const item = transactions()[0]![0]!.Put!.Item!;
    expect(item.GSI2SK).toBe(`LIKE#${String(item.likeId)}`);
  });

  it('replaces a like by a dislike, conditioned on the like it read', async () => {
    // Prepare
    ddb.on(GetCommand, { Key: reactionKey('p1', 'me') }).resolves({ Item: reactionItem('like') });

    // Act
    const now = await toggleReaction(photo, 'me', 'dislike');

    // Assess
    expect(now).toBe('dislike');
    expect(transactions()).toEqual([
      [
        {
          Put: expect.objectContaining({
            Item: expect.objectContaining({ reaction: 'dislike' }),
            ConditionExpression: 'reaction = :current',
            ExpressionAttributeValues: { ':current': 'like' },
          }),
        },
        ...photoCounters(-1, 1),
        ownerLikes(-1),
      ],
    ]);
    // A dislike is no like: the whole-item put leaves the Liked index.
    expect(transactions()[0]![0]!.Put!.Item).not.toHaveProperty('GSI2PK');
  });

  it('takes a dislike back by deleting it, leaving the owner’s likes alone', async () => {
    // Prepare
    ddb.on(GetCommand, { Key: reactionKey('p1', 'me') }).resolves({ Item: reactionItem('dislike') });

    // Act
    const now = await toggleReaction(photo, 'me', 'dislike');

    // Assess
    expect(now).toBeNull();
    expect(transactions()).toEqual([
      [
        {
          Delete: {
            TableName: 'snifty-unit',
            Key: reactionKey('p1', 'me'),
            ConditionExpression: 'reaction = :current',
            ExpressionAttributeValues: { ':current': 'dislike' },
          },
        },
        ...photoCounters(0, -1),
      ],
    ]);
  });

  it('reads again and retries when the reaction changed under it (another click)', async () => {
    // Prepare
    ddb
      .on(GetCommand, { Key: reactionKey('p1', 'me') })
      .resolvesOnce({})
      .resolves({ Item: reactionItem('like') });
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled(['ConditionalCheckFailed', 'None', 'None']))
      .resolves({});

    // Act
    const now = await toggleReaction(photo, 'me', 'like');

    // Assess
    expect(now).toBeNull();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(2);
    expect(transactions()).toHaveLength(2);
    expect(transactions()[1]).toEqual([
      expect.objectContaining({ Delete: expect.anything() }),
      ...photoCounters(-1, 0),
      ownerLikes(-1),
    ]);
  });

  it('retries a transaction conflict', async () => {
    // Prepare
    const conflict = Object.assign(new Error('conflict'), { name: 'TransactionConflictException' });
    ddb.on(TransactWriteCommand).rejectsOnce(conflict).resolves({});

    // Act
    const now = await toggleReaction(photo, 'me', 'like');

    // Assess
    expect(now).toBe('like');
    expect(transactions()).toHaveLength(2);
  });

  it('throws PhotoNotFoundError at once when the owner’s counter failed (the photo goes with their account)', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['None', 'None', 'ConditionalCheckFailed']));

    // Act
    const toggling = toggleReaction(photo, 'me', 'like');

    // Assess
    await expect(toggling).rejects.toBeInstanceOf(PhotoNotFoundError);
    expect(transactions()).toHaveLength(1);
  });

  it('after eight clicks lost to the member’s own other clicks, answers the state that won', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['ConditionalCheckFailed', 'None', 'None']));

    // Act
    const now = await toggleReaction(photo, 'me', 'like');

    // Assess
    expect(now).toBeNull();
    expect(transactions()).toHaveLength(8);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(9);
  });

  it('gives up after eight transaction conflicts, with the last failure', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('conflict'), { name: 'TransactionConflictException' }));

    // Act
    const toggling = toggleReaction(photo, 'me', 'like');

    // Assess
    await expect(toggling).rejects.toMatchObject({ name: 'TransactionConflictException' });
    expect(transactions()).toHaveLength(8);
  });

  it('lets other failures through without retrying', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));

    // Act
    const toggling = toggleReaction(photo, 'me', 'like');

    // Assess
    await expect(toggling).rejects.toThrow('slow down');
    expect(transactions()).toHaveLength(1);
  });
});

describe('viewerReactions', () => {
  it('reads the viewer’s reaction to each photo in one consistent batch', async () => {
    // Prepare
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        'snifty-unit': [{ ...reactionItem('like') }, { ...reactionKey('p2', 'me'), photoId: 'p2', userId: 'me', reaction: 'dislike' }],
      },
    });

    // Act
    const reactions = await viewerReactions('me', ['p1', 'p2', 'p1', 'p3']);

    // Assess
    expect(reactions).toEqual(
      new Map([
        ['p1', 'like'],
        ['p2', 'dislike'],
      ]),
    );
    const keys = ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.['snifty-unit']?.Keys;
    expect(keys).toEqual([reactionKey('p1', 'me'), reactionKey('p2', 'me'), reactionKey('p3', 'me')]);
  });

  it('reads nothing for no photos', async () => {
    // Act
    const reactions = await viewerReactions('me', []);

    // Assess
    expect(reactions.size).toBe(0);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
