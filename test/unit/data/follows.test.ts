import '../support/env';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { follow, followingIds, isFollowing, socialCounts, unfollow } from '../../../functions/data/community/follows';
import { followKey, LIKES_RECEIVED_SHARDS, likesReceivedShardKey, userKey } from '../../../functions/data/keys/keys';
import { idTimePrefix } from '../../../functions/kernel/ids';
import { freezeClock } from '../support/clock';
import { resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

const transactionItems = () => ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
const counter = (userId: string, field: string, delta: number) => ({
  Update: expect.objectContaining({
    Key: userKey(userId),
    UpdateExpression: `ADD #${field} :${field}`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { [`:${field}`]: delta },
  }),
});

describe('follow', () => {
  it('puts the follow, indexed for the followed member and by follow time for the follower, and counts it on both profiles in one transaction', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const started = await follow('ada', 'ben');

    // Assess
    expect(started).toBe(true);
    const followId = (transactionItems()[0]?.Put?.Item as Record<string, string> | undefined)?.followId ?? '';
    // A ULID made at the follow: the Following tab lists newest follow first.
    expect(followId.startsWith(idTimePrefix(Date.parse('2026-03-01T12:00:00.000Z')))).toBe(true);
    expect(transactionItems()).toEqual([
      {
        Put: {
          TableName: 'snifty-unit',
          Item: {
            ...followKey('ada', 'ben'),
            GSI1PK: 'FOLLOWERS#ben',
            GSI1SK: 'USER#ada',
            GSI2PK: 'FOLLOWING#ada',
            GSI2SK: `FOLLOW#${followId}`,
            followId,
            type: 'follow',
            followerId: 'ada',
            followingId: 'ben',
            createdAt: '2026-03-01T12:00:00.000Z',
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      counter('ada', 'following', 1),
      counter('ben', 'followers', 1),
    ]);
  });

  it('answers false when the follow exists already (or a member is gone)', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['ConditionalCheckFailed', 'None', 'None']));

    // Act
    const started = await follow('ada', 'ben');

    // Assess
    expect(started).toBe(false);
  });

  it('lets other failures through', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));

    // Act
    const following = follow('ada', 'ben');

    // Assess
    await expect(following).rejects.toThrow('slow down');
  });
});

describe('unfollow', () => {
  it('deletes an existing follow and uncounts it on both profiles', async () => {
    // Act
    const ended = await unfollow('ada', 'ben');

    // Assess
    expect(ended).toBe(true);
    expect(transactionItems()).toEqual([
      { Delete: { TableName: 'snifty-unit', Key: followKey('ada', 'ben'), ConditionExpression: 'attribute_exists(PK)' } },
      counter('ada', 'following', -1),
      counter('ben', 'followers', -1),
    ]);
  });

  it('answers false when there was no follow', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['ConditionalCheckFailed', 'None', 'None']));

    // Act
    const ended = await unfollow('ada', 'ben');

    // Assess
    expect(ended).toBe(false);
  });
});

describe('reading follows', () => {
  it('isFollowing reads the follow item consistently', async () => {
    // Prepare
    ddb
      .on(GetCommand, { Key: followKey('ada', 'ben') })
      .resolves({ Item: { ...followKey('ada', 'ben'), followerId: 'ada', followingId: 'ben' } });

    // Act
    const yes = await isFollowing('ada', 'ben');
    const no = await isFollowing('ada', 'chloe');

    // Assess
    expect([yes, no]).toEqual([true, false]);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'snifty-unit',
      Key: followKey('ada', 'ben'),
      ConsistentRead: true,
    });
  });

  it('followingIds pages through the follower’s FOLLOWS# items until it has enough', async () => {
    // Prepare
    const item = (id: string) => ({ ...followKey('ada', id), followerId: 'ada', followingId: id });
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [item('b'), item('c')], LastEvaluatedKey: followKey('ada', 'c') })
      .resolvesOnce({ Items: [item('d'), item('e')], LastEvaluatedKey: followKey('ada', 'e') })
      .resolves({ Items: [item('f')] });

    // Act
    const ids = await followingIds('ada', 3);

    // Assess
    expect(ids).toEqual(['b', 'c', 'd']);
    const queries = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': 'USER#ada', ':prefix': 'FOLLOWS#' },
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual(followKey('ada', 'c'));
  });

  it('socialCounts reads the profile’s counters and its likes-received shards in one batch, absent or negative ones as 0', async () => {
    // Prepare
    ddb.on(BatchGetCommand).resolves({
      Responses: {
        'snifty-unit': [
          { ...userKey('ada'), followers: 3, following: -1, likesReceived: 2 },
          { ...likesReceivedShardKey('ada', 0), type: 'likes-received', userId: 'ada', likesReceived: 4 },
          { ...likesReceivedShardKey('ada', 5), type: 'likes-received', userId: 'ada', likesReceived: -1 },
        ],
      },
    });

    // Act
    const counts = await socialCounts('ada');

    // Assess
    expect(counts).toEqual({ followers: 3, following: 0, likes: 5 });
    const keys = ddb.commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.['snifty-unit']?.Keys;
    expect(keys).toEqual([
      userKey('ada'),
      ...Array.from({ length: LIKES_RECEIVED_SHARDS }, (_, k) => likesReceivedShardKey('ada', k)),
    ]);
  });

  it('socialCounts answers zeros for a member with no profile item', async () => {
    // Act
    const counts = await socialCounts('nobody');

    // Assess
    expect(counts).toEqual({ followers: 0, following: 0, likes: 0 });
  });
});
