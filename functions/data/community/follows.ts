/**
 * Follows. Keys (built in keys.ts):
 *   USER#<followerId> / FOLLOWS#<followingId>          who a member follows
 *     GSI1 FOLLOWERS#<followingId> / USER#<followerId>  who follows a member
 *     GSI2 FOLLOWING#<followerId> / FOLLOW#<followId>   whom a member follows, newest follow first
 * Following also counts on both members' profile items (following, followers), in one transaction.
 */
import { GetCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { lazySchema } from '../../../shared/lazy-schema';
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { newId } from '../../kernel/ids';
import { allItemsOf, batchGet, db, pageNewestFirst, tableName } from '../table/client';
import {
  followersPartition,
  followFollowerIndex,
  followKey,
  followTimeIndex,
  followingPartition,
  SK_PREFIX,
  userKey,
  userPartition,
} from '../keys/keys';
import { counter, itemParser, parseAll } from '../table/parse';
import { likesReceivedShardKeys, sumLikesReceived } from '../members/likes-received';
import { changeWithCounters, deleteWithCounters, EXISTS, IS_NEW, type CounterMove, wasApplied } from '../table/writes';

const toFollow = itemParser(
  'follow',
  lazySchema(() =>
    z.object({
      followerId: z.string(),
      followingId: z.string(),
      /** A ULID made at the follow: the Following tab's order. */
      followId: z.string(),
      createdAt: z.optional(z.string()),
    }),
  ),
);
const toSocialCounts = itemParser(
  'social counts',
  lazySchema(() => z.object({ followers: counter, following: counter })),
);

/** Both members' counters, moved by `delta`; each profile must exist. */
const followCounters = (followerId: string, followingId: string, delta: 1 | -1): CounterMove[] => [
  { key: userKey(followerId), add: { following: delta } },
  { key: userKey(followingId), add: { followers: delta } },
];

/** True when this call started the follow; false when it already existed (or a member is gone). */
export async function follow(followerId: string, followingId: string): Promise<boolean> {
  const followId = newId();
  const put = {
    ...followKey(followerId, followingId),
    ...followFollowerIndex(followerId, followingId),
    ...followTimeIndex(followerId, followId),
    type: 'follow',
    followId,
    followerId,
    followingId,
    createdAt: clock.nowIso(),
  };
  const started = () => changeWithCounters({ put, condition: IS_NEW }, followCounters(followerId, followingId, 1));
  return wasApplied(started);
}

/** True when this call ended the follow; false when there was none (or a member is gone). */
export async function unfollow(followerId: string, followingId: string): Promise<boolean> {
  const ended = () =>
    changeWithCounters({ delete: followKey(followerId, followingId), condition: EXISTS }, followCounters(followerId, followingId, -1));
  return wasApplied(ended);
}

export async function isFollowing(followerId: string, followingId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: followKey(followerId, followingId), ConsistentRead: true }),
  );
  return Boolean(Item);
}

/** The members someone follows (at most `limit`). */
export async function followingIds(followerId: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(followerId), ':prefix': SK_PREFIX.follows },
    },
  );
  for await (const page of pages) {
    for (const follow of parseAll(toFollow, page.Items ?? [])) ids.push(follow.followingId);
    if (ids.length >= limit) break;
  }
  return ids.slice(0, limit);
}

/** The member's counters: their profile item's, with the likes their photos received summed over its shards. */
export async function socialCounts(userId: string): Promise<{ followers: number; following: number; likes: number }> {
  const items = await batchGet([userKey(userId), ...likesReceivedShardKeys(userId)], { consistent: false });
  const profile = items.find((item) => item.SK === userKey(userId).SK && item.PK === userKey(userId).PK);
  const counts = toSocialCounts(profile) ?? { followers: 0, following: 0 };
  const n = (value: number) => Math.max(0, value);
  return {
    followers: n(counts.followers),
    following: n(counts.following),
    likes: n(sumLikesReceived(items)),
  };
}

/** Every follow the member is in, both ways: whom they follow (their partition) and who follows them (GSI1). */
export async function followsOf(userId: string): Promise<{ followerId: string; followingId: string }[]> {
  const [outgoing, incoming] = await Promise.all([
    allItemsOf({ partition: userPartition(userId), prefix: SK_PREFIX.follows }),
    allItemsOf({ index: 'GSI1', partition: followersPartition(userId) }),
  ]);
  return parseAll(toFollow, [...outgoing, ...incoming]);
}

/** Ends the follow with both counters corrected; a member gone meanwhile needs no correction. */
export async function endFollow(followerId: string, followingId: string): Promise<void> {
  await deleteWithCounters(followKey(followerId, followingId), followCounters(followerId, followingId, -1));
}

/**
 * One page of the members someone follows, newest follow first, after the follow `before` (a followId,
 * the page's cursor). Read from GSI2, so a follow a moment old may be missing.
 */
export async function followedPage(
  followerId: string,
  options: { before?: string; limit: number },
): Promise<{ ids: string[]; more: boolean; lastFollowId: string | undefined }> {
  const { items, more } = await pageNewestFirst({
    index: 'GSI2',
    partition: { name: 'GSI2PK', value: followingPartition(followerId) },
    sortKey: 'GSI2SK',
    prefix: SK_PREFIX.follow,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.followId),
    attributes: ['type', 'followerId', 'followingId', 'followId'],
  });
  const follows = parseAll(toFollow, items);
  return { ids: follows.map((f) => f.followingId), more, lastFollowId: follows[follows.length - 1]?.followId };
}

/** Which of these members the follower follows: one strongly consistent batch read. */
export async function followedAmong(followerId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const items = await batchGet([...new Set(userIds)].map((id) => followKey(followerId, id)));
  return new Set(parseAll(toFollow, items).map((f) => f.followingId));
}
