/**
 * Counters derived from items agree with the items after a deletion: deleting a liked photo takes its
 * likes off its author's likes received in the same step, and the counters job recounts the members a
 * deletion touched, mends what drifted and says how much.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/table/client';
import { likesReceivedShardKey, userKey } from '../../functions/data/keys/keys';
import { markCountersForRecheck, recheckMarkOf } from '../../functions/data/members/counter-recheck';
import { runCountersJob } from '../../functions/social/counters-job';
import { useDemoMembers, type Client } from './support/members';
import { jpegWithGps, uploadViaStorage } from './support/photos';

const { app, ava, ben, chloe, ids } = useDemoMembers();

const profileOf = async (viewer: Client, userId: string) => {
  const reply = await viewer.get(`/api/users/${userId}/profile`);
  expect(reply.status).toBe(200);
  return reply.body as { likes: number; followers: number; following: number };
};

async function publicPhotoOf(member: Client): Promise<string> {
  const [id] = (await uploadViaStorage(app, member, [{ name: 'p.jpg', bytes: await jpegWithGps() }], { visibility: 'public' })) as [
    string,
  ];
  return id;
}

describe('counters after a deletion', () => {
  it("takes a deleted photo's likes off its author's likes received at once, and leaves the other photos' likes", async () => {
    const liked = await publicPhotoOf(ava);
    const kept = await publicPhotoOf(ava);
    const before = (await profileOf(ava, ids.ava)).likes;
    for (const member of [ben, chloe]) expect((await member.post(`/api/photos/${liked}/likes`)).status).toBe(200);
    expect((await ben.post(`/api/photos/${kept}/likes`)).status).toBe(200);
    expect((await profileOf(ava, ids.ava)).likes).toBe(before + 3);

    expect((await ava.delete(`/api/photos/${liked}`)).status).toBe(204);

    expect((await profileOf(ava, ids.ava)).likes).toBe(before + 1);
    expect((await profileOf(ben, ids.ava)).likes).toBe(before + 1);
    // Its author is marked for the counters job's recount.
    expect(await recheckMarkOf(ids.ava)).not.toBeNull();
  });

  it('recounts a marked member, mends the counters that drifted, and forgets the mark', async () => {
    const truth = await profileOf(chloe, ids.chloe);
    // Drift as a half-finished step would leave it: counters moved without their items.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: likesReceivedShardKey(ids.chloe, 3),
        UpdateExpression: 'ADD likesReceived :n SET #type = :type, userId = :userId',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':n': 4, ':type': 'likes-received', ':userId': ids.chloe },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(ids.chloe),
        UpdateExpression: 'ADD followers :n',
        ExpressionAttributeValues: { ':n': 2 },
      }),
    );
    expect(await profileOf(chloe, ids.chloe)).toMatchObject({ likes: truth.likes + 4, followers: truth.followers + 2 });
    await markCountersForRecheck([ids.chloe]);

    const outcome = await runCountersJob(undefined, { settleMs: 50 });

    expect(outcome.mended).toBeGreaterThanOrEqual(2);
    expect(await profileOf(chloe, ids.chloe)).toMatchObject({
      likes: truth.likes,
      followers: truth.followers,
      following: truth.following,
    });
    expect(await recheckMarkOf(ids.chloe)).toBeNull();
    // Recounting again finds nothing to mend.
    await markCountersForRecheck([ids.chloe]);
    expect((await runCountersJob(undefined, { settleMs: 50 })).mended).toBe(0);
  });
});
