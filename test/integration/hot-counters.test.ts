/**
 * A photo's views and reactions go to counter shards in partitions of their own, and
 * reactions and view markers to their members' partitions (docs/decisions/hot-counters.md). The counts the
 * API shows stay exact: after forty members like, dislike and view at once, after un-likes, after a
 * member who liked leaves, across privacy changes; nothing of them lands in the photo's partition; a
 * photo's deletion takes its shards and reactions.
 */
import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { batchPut, db, tableName } from '../../functions/data/table/client';
import { createUser } from '../../functions/data/members/users';
import { putSession } from '../../functions/data/members/sessions';
import { COUNTER_SHARDS, deletedPhotoKey, photoKey } from '../../functions/data/keys/photo-keys';
import { toggleReaction } from '../../functions/data/community/reactions';
import { countDailyView } from '../../functions/data/photos/photo-views';
import { reconcile } from '../../functions/analysis/reconcile';
import { configuredAnalyzer } from '../../functions/ai/configured-analyzer';
import { ulid } from 'ulid';
import { newId } from '../../functions/kernel/ids';
import { hashBucket } from '../../functions/data/keys/hash-bucket';
import { DELETED_PHOTO_SHARDS } from '../../functions/data/keys/keys';
import { sweepDeletedPhotos } from '../../functions/data/photos/photo-deletes';
import { getPhoto, type PhotoRecord } from '../../functions/data/photos/photo';
import { recordDetections, restorePreviousText, updateAnalysisText } from '../../functions/data/photos/photo-analysis';
import { client, idsOf, type Reply } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { newMember, NEW_MEMBER_PASSWORD, useDemoMembers } from './support/members';
import { tableItems } from './support/table';
import { tableItemsOnceSwept } from './support/leftovers';
import { keysRead, recordDynamoCommands } from './support/sent-commands';

const { app, ava, ben, ids } = useDemoMembers();

const FORTY = 40;
let serial = 0;

/** Members made straight in the table with a session each: forty sign-ups would only test sign-up. */
async function crowd(size: number) {
  return Promise.all(
    Array.from({ length: size }, async () => {
      serial += 1;
      const user = await createUser({
        email: `crowd${serial}@example.com`,
        firstName: 'Crowd',
        lastName: String(serial),
        passwordHash: 'scrypt$test$not-a-real-hash',
        authProvider: 'email',
        emailVerified: true,
      });
      const sid = `hot-counters-${user.id}`;
      await putSession(sid, user.id, 'hot-counters test');
      const browser = client(() => app.url);
      const cookie = { cookie: `sid=${sid}` };
      return {
        id: user.id,
        get: (path: string) => browser.get(path, cookie),
        post: (path: string, body?: unknown) => browser.post(path, body ?? {}, cookie),
      };
    }),
  );
}

const upload = async (colour: string, privacy: Record<string, unknown> = { visibility: 'public' }) =>
  ((await uploadViaStorage(app, ava, [{ name: 'p.jpg', bytes: await jpegWithGps({ from: colour }) }], privacy)) as [string])[0];

const noServerErrors = (replies: Reply[]) =>
  expect(replies.filter((r) => r.status >= 500).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);

const detail = async (photoId: string) => (await ava.get(`/api/photos/${photoId}`)).body;
const likesReceived = async () => (await ava.get(`/api/users/${ids.ava}/profile`)).body.likes as number;

/** Ava's likes-received shards: how many partitions they are in, and their sum. */
async function likesReceivedShards(): Promise<{ partitions: number; sum: number }> {
  const shards = (await tableItems()).filter((item) => item.type === 'likes-received' && item.userId === ids.ava);
  return {
    partitions: new Set(shards.map((item) => item.PK)).size,
    sum: shards.reduce((sum, item) => sum + Number(item.likesReceived), 0),
  };
}

/** Everything of the photo that is not its own item: in its partition, or naming it, once deleted photos were swept again. */
const itemsOf = async (photoId: string) =>
  (await tableItemsOnceSwept()).filter((item) => String(item.PK).includes(photoId) || item.photoId === photoId);

describe('hot counters', () => {
  it('counts forty members liking, viewing (three times each) and un-liking at once exactly, off the photo partition', async () => {
    const photoId = await upload('#aa3311');
    const members = await crowd(FORTY);
    const before = await likesReceived();
    const shardsBefore = await likesReceivedShards();

    noServerErrors(await Promise.all(members.map((m) => m.post(`/api/photos/${photoId}/likes`))));
    noServerErrors(
      await Promise.all(
        members.flatMap((m) => [m.get(`/api/photos/${photoId}`), m.get(`/api/photos/${photoId}`), m.get(`/api/photos/${photoId}`)]),
      ),
    );
    let seen = await detail(photoId);
    expect([seen.likes, seen.dislikes, seen.views]).toEqual([FORTY, 0, FORTY]);
    expect(await likesReceived()).toBe(before + FORTY);
    // The author's count moved on the likes-received shards, spread over several partitions, not on her profile.
    const shards = await likesReceivedShards();
    expect(shards.partitions).toBeGreaterThan(1);
    expect(shards.sum).toBe(shardsBefore.sum + FORTY);
    // Each member sees their own like, and the card in the public list carries the same counts.
    expect((await members[7]!.get(`/api/photos/${photoId}`)).body.isLiked).toBe(true);
    const card = ((await ben.get('/api/photos/public')).body as any[]).find((p) => p.id === photoId);
    expect([card.likes, card.views]).toEqual([FORTY, FORTY]);

    // Half take the like back and turn it into a dislike, at once.
    noServerErrors(await Promise.all(members.slice(0, 20).map((m) => m.post(`/api/photos/${photoId}/dislikes`))));
    seen = await detail(photoId);
    expect([seen.likes, seen.dislikes]).toEqual([20, 20]);
    expect(await likesReceived()).toBe(before + 20);
    noServerErrors(await Promise.all(members.slice(20, 30).map((m) => m.post(`/api/photos/${photoId}/likes`))));
    seen = await detail(photoId);
    expect([seen.likes, seen.dislikes, seen.views]).toEqual([10, 20, FORTY]);

    // None of it in the photo's partition: reactions and markers are the members', counts on the shards.
    const items = await itemsOf(photoId);
    const inPhotoPartition = items.filter((item) => item.PK === photoKey(photoId).PK).map((item) => String(item.SK));
    expect(inPhotoPartition.filter((sk) => sk.startsWith('REACTION#') || sk.startsWith('VIEW#'))).toEqual([]);
    const shardPartitions = new Set(items.filter((item) => item.type === 'photo-counts').map((item) => item.PK));
    expect(shardPartitions.size).toBeGreaterThan(1);
    expect(shardPartitions.size).toBeLessThanOrEqual(COUNTER_SHARDS);
    expect(items.filter((item) => item.type === 'reaction' && String(item.PK).startsWith('USER#'))).toHaveLength(30);
  }, 180_000);

  it('keeps the counts across privacy changes, and a member who cannot see the photo cannot count on it', async () => {
    const photoId = await upload('#11aa33');
    const [one, two] = await crowd(2);
    await one!.post(`/api/photos/${photoId}/likes`);
    await one!.get(`/api/photos/${photoId}`);
    expect((await ava.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: 'private' } })).status).toBe(200);
    expect((await two!.post(`/api/photos/${photoId}/likes`)).status).toBe(404);
    expect((await two!.get(`/api/photos/${photoId}`)).status).toBe(404);
    let seen = await detail(photoId);
    expect([seen.likes, seen.views]).toEqual([1, 1]);
    expect((await ava.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: 'public' } })).status).toBe(200);
    seen = (await two!.get(`/api/photos/${photoId}`)).body;
    expect([seen.likes, seen.views, seen.isLiked]).toEqual([1, 2, false]);
  });

  it('hands back a photo with its counts from every write that returns one (restyle, undo, re-analysis)', async () => {
    const photoId = await upload('#aa11aa');
    const [one] = await crowd(1);
    await one!.post(`/api/photos/${photoId}/likes`);
    await one!.get(`/api/photos/${photoId}`);
    const read = (await getPhoto(photoId))!;
    const counts = (photo: PhotoRecord | null) => [photo?.likes, photo?.views];
    expect(counts(read)).toEqual([1, 1]);

    const restyled = await updateAnalysisText(photoId, { ...read, title: 'Restyled', style: 'poetic' }, read);
    expect(counts(restyled)).toEqual([1, 1]);
    expect(counts(await restorePreviousText(restyled))).toEqual([1, 1]);
    const again = (await getPhoto(photoId))!;
    expect(counts(await recordDetections(again, again.detections!, { tags: again.tags }))).toEqual([1, 1]);
  });

  it('takes a leaving member’s like off the counts, and a deleted photo its shards and reactions with it', async () => {
    const photoId = await upload('#3311aa');
    const { browser: leaver } = await newMember(app, 'leaver-hot@example.com');
    const [stayer] = await crowd(1);
    await Promise.all([leaver.post(`/api/photos/${photoId}/likes`), stayer!.post(`/api/photos/${photoId}/dislikes`)]);
    expect([(await detail(photoId)).likes, (await detail(photoId)).dislikes]).toEqual([1, 1]);
    const before = await likesReceived();

    expect((await leaver.delete('/api/auth/user', { password: NEW_MEMBER_PASSWORD })).status).toBe(204);
    const seen = await detail(photoId);
    expect([seen.likes, seen.dislikes]).toEqual([0, 1]);
    expect(await likesReceived()).toBe(before - 1);

    expect((await ava.delete(`/api/photos/${photoId}`)).status).toBeLessThan(300);
    await expect.poll(async () => itemsOf(photoId), { timeout: 10_000 }).toEqual([]);
    expect(idsOf((await stayer!.get('/api/photos/public')).body)).not.toContain(photoId);
  });

  it('sweeps what a like and a view racing the photo’s deletion left, at the next reconcile, and leaves a photo that is still there alone', async () => {
    const photoId = await upload('#aa33aa');
    const [racer] = await crowd(1);
    expect((await ava.delete(`/api/photos/${photoId}`)).status).toBeLessThan(300);
    // The racer's requests found the photo visible just before it went: their writes land after the deletion.
    await toggleReaction({ id: photoId, userId: ids.ava }, racer!.id, 'like');
    expect(await countDailyView(photoId, racer!.id)).toBe(true);
    const naming = async () => (await tableItems()).filter((item) => JSON.stringify(item).includes(photoId));
    expect((await naming()).map((item) => item.type)).toEqual(expect.arrayContaining(['reaction', 'photo-counts', 'deleted-photo']));

    const kept = await upload('#33aaaa');
    await racer!.post(`/api/photos/${kept}/likes`);
    // A deletion that failed before the photo's item went lists it too: the sweep must not touch a photo that is there.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...deletedPhotoKey(kept, { sweepId: ulid(Date.now() - 60_000) }), type: 'deleted-photo', photoId: kept },
      }),
    );

    const outcome = await reconcile(configuredAnalyzer(), { settledSeconds: 0 });

    expect(outcome.deletionsSwept).toBeGreaterThanOrEqual(1);
    // The view marker only keeps the viewer from counting twice that day and expires with its ttl, as for any photo.
    expect((await naming()).filter((item) => item.type !== 'photo-view')).toEqual([]);
    expect((await detail(kept)).likes).toBe(1);
    expect((await tableItems()).filter((item) => item.type === 'deleted-photo' && item.photoId === kept)).toEqual([]);
  });

  it('drains a backlog of one shard in one run, each photo read once in a batch, and leaves an entry put again meanwhile for later', async () => {
    const backlog: string[] = [];
    while (backlog.length < 150) {
      const id = newId();
      if (hashBucket(id, DELETED_PHOTO_SHARDS) === 0) backlog.push(id);
    }
    const listed = backlog.map((photoId) => ({
      ...deletedPhotoKey(photoId, { sweepId: ulid(Date.now() - 60_000) }),
      type: 'deleted-photo',
      photoId,
    }));
    // An account's deletion that started ten minutes ago put this entry again just now: its photo may still be racing.
    const again = newId();
    const putAgain = {
      ...deletedPhotoKey(again, { startedAtMs: Date.now() - 600_000 }),
      type: 'deleted-photo',
      photoId: again,
      deletedAt: Date.now(),
    };
    await batchPut([...listed, putAgain]);

    const recorder = recordDynamoCommands();
    let swept: number;
    try {
      swept = await sweepDeletedPhotos(Date.now() - 30_000, Date.now() + 60_000);
    } finally {
      recorder.stop();
    }

    expect(swept).toBeGreaterThanOrEqual(backlog.length);
    const entries = (await tableItems()).filter((item) => item.type === 'deleted-photo');
    expect(entries.filter((item) => backlog.includes(String(item.photoId)))).toEqual([]);
    expect(entries.filter((item) => item.photoId === again)).toHaveLength(1);
    const photoKeys = new Set(backlog.map((photoId) => JSON.stringify(photoKey(photoId))));
    const photoReads = recorder.sent.filter(({ name }) => name === 'BatchGetCommand').flatMap(keysRead);
    expect(photoReads.filter((key) => photoKeys.has(JSON.stringify({ PK: key.PK, SK: key.SK })))).toHaveLength(backlog.length);
    expect(recorder.sent.filter(({ name, input }) => name === 'GetCommand' && photoKeys.has(JSON.stringify(input.Key)))).toEqual([]);
    expect(
      recorder.sent.filter(({ name, input }) => name === 'DeleteCommand' && String(input.Key?.PK).startsWith('DELETED#')),
    ).toEqual([]);
  });
});
