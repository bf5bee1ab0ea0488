/**
 * Follows. Keys:
 *   USER#<followerId> / FOLLOWS#<followingId>          who a member follows
 *     GSI1 FOLLOWERS#<followingId> / USER#<followerId>  who follows a member
 * Following also counts on both members' profile items (following, followers), in one transaction.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { db, isTransactionConditionFailure, tableName } from './client';

const followKey = (followerId: string, followingId: string) => ({ PK: `USER#${followerId}`, SK: `FOLLOWS#${followingId}` });
const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

const counter = (userId: string, field: 'followers' | 'following', delta: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: userKey(userId),
    UpdateExpression: 'ADD #field :delta',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#field': field },
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/** True when this call started the follow; false when it already existed (or a member is gone). */
export async function follow(followerId: string, followingId: string): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...followKey(followerId, followingId),
                GSI1PK: `FOLLOWERS#${followingId}`,
                GSI1SK: `USER#${followerId}`,
                type: 'follow',
                followerId,
                followingId,
                createdAt: clock.nowIso(),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          counter(followerId, 'following', 1),
          counter(followingId, 'followers', 1),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}

export async function unfollow(followerId: string, followingId: string): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: followKey(followerId, followingId), ConditionExpression: 'attribute_exists(PK)' } },
          counter(followerId, 'following', -1),
          counter(followingId, 'followers', -1),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}

export async function isFollowing(followerId: string, followingId: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: followKey(followerId, followingId), ConsistentRead: true }));
  return Boolean(Item);
}

/** The members someone follows (at most `limit`). */
export async function followingIds(followerId: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${followerId}`, ':prefix': 'FOLLOWS#' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) ids.push(item.followingId as string);
    startKey = result.LastEvaluatedKey;
  } while (startKey && ids.length < limit);
  return ids.slice(0, limit);
}

/** The counters kept on a member's profile item. */
export async function socialCounts(userId: string): Promise<{ followers: number; following: number; likes: number }> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKey(userId), ProjectionExpression: 'followers, following, likesReceived' }),
  );
  const n = (value: unknown) => Math.max(0, typeof value === 'number' ? value : 0);
  return { followers: n(Item?.followers), following: n(Item?.following), likes: n(Item?.likesReceived) };
}
