/**
 * Counters derived from items, recounted from the items: a member's likes received (the likes on their
 * photos), followers and following. Each is moved in the same transaction as the item it counts, so they
 * agree; this is the safety net for whatever slipped past that (a step that failed half-way, a bug), and
 * it says how much it mended. Keys (keys.ts):
 *   COUNTERS#RECHECK#<shard> / <userId>   a member to recount; put when a deletion moved their counters
 *
 * A counter is mended only when it was read unchanged before and after its items were counted, and the
 * mend is conditioned on that value: a like or follow that lands meanwhile makes the check wait for the
 * next run rather than write a count that is already stale.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../kernel/clock';
import { hashBucket } from '../keys/hash-bucket';
import { COUNTER_RECHECK_SHARDS, counterRecheckPartition, followersPartition, SK_PREFIX, userKey, userPartition } from '../keys/keys';
import { batchGet, countAll, db, tableName } from '../table/client';
import { LEAVING_ATTRIBUTE } from '../table/leaving-member-guard';
import { wasApplied } from '../table/writes';
import { getPhotos } from '../photos/photo';
import { allPhotoIdsOf } from '../photos/photo-lists';
import { likesReceivedShardKeys } from './likes-received';

const recheckKey = (userId: string) => ({ PK: counterRecheckPartition(hashBucket(userId, COUNTER_RECHECK_SHARDS)), SK: userId });

/** Marks members for a recount (a deletion just moved their counters); marking one twice is one mark. */
export async function markCountersForRecheck(userIds: readonly string[]): Promise<void> {
  const markedAt = clock.now().getTime();
  await Promise.all(
    [...new Set(userIds)].map((userId) =>
      db().send(
        new PutCommand({ TableName: tableName(), Item: { ...recheckKey(userId), type: 'counter-recheck', userId, markedAt } }),
      ),
    ),
  );
}

export interface RecheckEntry {
  userId: string;
  markedAt: number;
}

/** Up to `limit` members to recount, a share from each shard. */
export async function countersToRecheck(limit: number): Promise<RecheckEntry[]> {
  const perShard = Math.max(1, Math.ceil(limit / COUNTER_RECHECK_SHARDS));
  const pages = await Promise.all(
    Array.from({ length: COUNTER_RECHECK_SHARDS }, (_, shard) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': counterRecheckPartition(shard) },
          Limit: perShard,
        }),
      ),
    ),
  );
  return pages
    .flatMap((page) => page.Items ?? [])
    .map((item) => ({ userId: String(item.userId), markedAt: Number(item.markedAt) }))
    .slice(0, limit);
}

/** The member was recounted; a mark put again meanwhile stays for the next run. */
export async function forgetRecheck(entry: RecheckEntry): Promise<void> {
  const forget = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: recheckKey(entry.userId),
        ConditionExpression: 'markedAt = :seen',
        ExpressionAttributeValues: { ':seen': entry.markedAt },
      }),
    );
  await wasApplied(forget);
}

type Stored = { followers: number | undefined; following: number | undefined; shards: (number | undefined)[] } | null;

/** The member's stored counters (null: gone or leaving, nothing to mend), in one consistent read. */
async function storedCounters(userId: string): Promise<Stored> {
  const shardKeys = likesReceivedShardKeys(userId);
  const items = await batchGet([userKey(userId), ...shardKeys]);
  const find = (key: { PK: string; SK: string }) => items.find((item) => item.PK === key.PK && item.SK === key.SK);
  const profile = find(userKey(userId));
  if (!profile || LEAVING_ATTRIBUTE in profile) return null;
  const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    followers: numberOr(profile.followers),
    following: numberOr(profile.following),
    shards: shardKeys.map((key) => numberOr(find(key)?.likesReceived)),
  };
}

/** The counts the items give. */
async function countedFromItems(userId: string): Promise<{ followers: number; following: number; likesReceived: number }> {
  const [photoIds, followers, following] = await Promise.all([
    allPhotoIdsOf(userId),
    countAll({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': followersPartition(userId) },
    }),
    countAll({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SK_PREFIX.follows },
    }),
  ]);
  let likesReceived = 0;
  for (let start = 0; start < photoIds.length; start += 100) {
    const photos = await getPhotos(photoIds.slice(start, start + 100));
    likesReceived += photos.filter((photo) => photo.userId === userId).reduce((sum, photo) => sum + photo.likes, 0);
  }
  return { followers, following, likesReceived };
}

const sameStored = (a: Stored, b: Stored) => JSON.stringify(a) === JSON.stringify(b);
const sum = (values: readonly (number | undefined)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** `attribute = :seen`, or that it is absent when it was. */
const unchanged = (name: string, seen: number | undefined, placeholder: string) =>
  seen === undefined
    ? { condition: `attribute_not_exists(${name})`, values: {} }
    : { condition: `${name} = ${placeholder}`, values: { [placeholder]: seen } };

async function mendSocial(userId: string, counter: 'followers' | 'following', seen: number | undefined, truth: number) {
  const guard = unchanged(`#${counter}`, seen, ':seen');
  const mend = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: `SET #${counter} = :truth`,
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#leaving) AND ${guard.condition}`,
        ExpressionAttributeNames: { [`#${counter}`]: counter, '#leaving': LEAVING_ATTRIBUTE },
        ExpressionAttributeValues: { ':truth': truth, ...guard.values },
      }),
    );
  return wasApplied(mend);
}

/** Moves shard 0 by the drift, with every shard checked to be what was read. */
async function mendLikesReceived(userId: string, shards: readonly (number | undefined)[], drift: number) {
  const keys = likesReceivedShardKeys(userId);
  const first = unchanged('likesReceived', shards[0], ':seen');
  const mend = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys[0]!,
              UpdateExpression: 'ADD likesReceived :drift SET #type = :type, userId = :userId',
              ConditionExpression: first.condition,
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ':drift': drift, ':type': 'likes-received', ':userId': userId, ...first.values },
            },
          },
          ...keys.slice(1).map((key, i) => {
            const guard = unchanged('likesReceived', shards[i + 1], ':seen');
            return {
              ConditionCheck: {
                TableName: tableName(),
                Key: key,
                ConditionExpression: guard.condition,
                ...(Object.keys(guard.values).length ? { ExpressionAttributeValues: guard.values } : {}),
              },
            };
          }),
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: userKey(userId),
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#leaving)',
              ExpressionAttributeNames: { '#leaving': LEAVING_ATTRIBUTE },
            },
          },
        ],
      }),
    );
  return wasApplied(mend);
}

export interface RecheckOutcome {
  /** Counters found off and set right (0 to 3). */
  mended: number;
  /** The member's counters moved while they were counted: left for the next run. */
  busy: boolean;
}

/**
 * Recounts the member's likes received, followers and following from the items, and mends any that is off.
 * `settleMs` passes between the count and the second read, so a write just committed has reached the
 * indexes the count reads.
 */
export async function recheckCounters(userId: string, settleMs: number): Promise<RecheckOutcome> {
  const before = await storedCounters(userId);
  if (!before) return { mended: 0, busy: false };
  const truth = await countedFromItems(userId);
  const stored = { followers: before.followers ?? 0, following: before.following ?? 0, likesReceived: sum(before.shards) };
  if (stored.followers === truth.followers && stored.following === truth.following && stored.likesReceived === truth.likesReceived) {
    return { mended: 0, busy: false };
  }
  // Drift seen: counted again after the indexes settled, and mended only if nothing moved meanwhile.
  await new Promise((done) => setTimeout(done, settleMs));
  const again = await countedFromItems(userId);
  const after = await storedCounters(userId);
  if (!after || !sameStored(before, after) || JSON.stringify(again) !== JSON.stringify(truth)) return { mended: 0, busy: true };
  let mended = 0;
  for (const counter of ['followers', 'following'] as const) {
    if (stored[counter] !== truth[counter] && (await mendSocial(userId, counter, before[counter], truth[counter]))) mended += 1;
  }
  if (
    stored.likesReceived !== truth.likesReceived &&
    (await mendLikesReceived(userId, before.shards, truth.likesReceived - stored.likesReceived))
  ) {
    mended += 1;
  }
  return { mended, busy: false };
}

/** For tests and the job's log: the member's mark, if any. */
export async function recheckMarkOf(userId: string): Promise<RecheckEntry | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: recheckKey(userId), ConsistentRead: true }));
  return Item ? { userId: String(Item.userId), markedAt: Number(Item.markedAt) } : null;
}
