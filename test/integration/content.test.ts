/**
 * The content group end to end through the local runtime: announcements, the weekly-feature job run
 * through the same entry the schedule uses, and the current feature as each member may see it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcement, weeklyFeature } from '../../shared/schemas/content';
import { putAnnouncement } from '../../functions/data/community/content';
import { db, tableName } from '../../functions/data/table/client';
import { counterShardKey } from '../../functions/data/keys/photo-keys';
import { DEMO_ANNOUNCEMENTS, seedDemoContent } from '../../infra/local/demo-content';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { signIn } from './support/members';
import * as z from '../../shared/zod';

// One local app at a time: each applies its emulators' addresses to the process environment.
let app: LocalServer;
let ava: ReturnType<typeof client>;
let ben: ReturnType<typeof client>;
let chloe: ReturnType<typeof client>;
let visitor: ReturnType<typeof client>;

/**
 * Likes arrive through the social group; here they are written straight into one of the photo's counter
 * shards, where every read sums them (the photo item holds none).
 */
async function setCounters(photoId: string, counters: { likes: number; views?: number }): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...counterShardKey(photoId, 0),
        type: 'photo-counts',
        photoId,
        likes: counters.likes,
        views: counters.views ?? 0,
        dislikes: 0,
      },
    }),
  );
}

const upload = async (who: ReturnType<typeof client>, visibility: 'public' | 'private', colours: { from: string; to: string }) =>
  (await uploadViaStorage(app, who, [{ name: 'picture.jpg', bytes: await jpegWithGps(colours) }], { visibility }))[0]!;

const runJob = () => runScheduledJob('weekly-feature') as Promise<{ outcome: string; photoId?: string }>;

describe('the content API', () => {
  beforeAll(async () => {
    app = await startApp();
    [ava, ben, chloe, visitor] = [client(app.url), client(app.url), client(app.url), client(app.url)];
    await signIn(app, ava, 'ava@example.com');
    await signIn(app, ben, 'ben@example.com');
    await signIn(app, chloe, 'chloe@example.com');
  }, 60_000);
  afterAll(async () => {
    await app.stop();
  });

  describe('GET /api/announcements', () => {
    it('lists the active announcements newest first, to anyone', async () => {
      // Prepare: seeding twice adds them once; an inactive one is left out.
      expect(await seedDemoContent()).toBe(DEMO_ANNOUNCEMENTS.length);
      expect(await seedDemoContent()).toBe(0);
      await putAnnouncement({ title: 'Old news', description: 'Switched off', icon: 'video', color: 'green', isActive: false });

      // Act
      const reply = await visitor.get('/api/announcements');

      // Assess
      expect(reply.status).toBe(200);
      const list = z.array(announcement).parse(reply.body);
      expect(list.map((a) => a.title)).toEqual([...DEMO_ANNOUNCEMENTS].reverse().map((a) => a.title));
      expect(new Set(list.map((a) => a.icon))).toEqual(new Set(['video', 'users', 'palette']));
      expect(list.every((a) => a.isActive)).toBe(true);
    });
  });

  describe('the weekly feature', () => {
    let privateId: string;
    let featuredId: string;
    let runnerUpId: string;

    it('answers 401 to visitors', async () => {
      // Act
      const reply = await visitor.get('/api/weekly-features/current');

      // Assess
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Unauthorized' });
    });

    it('answers 200 null while the week has no feature', async () => {
      // Act
      const reply = await ben.get('/api/weekly-features/current');

      // Assess
      expect(reply.status).toBe(200);
      expect(reply.body).toBeNull();
    });

    it('never features a private photo, however liked', async () => {
      // Prepare
      privateId = await upload(ava, 'private', { from: '#222222', to: '#999999' });
      await setCounters(privateId, { likes: 500 });

      // Act
      const outcome = await runJob();

      // Assess
      expect(outcome).toMatchObject({ outcome: 'none' });
      expect((await ava.get('/api/weekly-features/current')).body).toBeNull();
    });

    it('features the most liked public photo of the week, served with a working signed URL', async () => {
      // Prepare: a tie in likes, broken by views.
      featuredId = await upload(ava, 'public', { from: '#ff5f6d', to: '#ffc371' });
      runnerUpId = await upload(chloe, 'public', { from: '#2b5876', to: '#4e4376' });
      const quiet = await upload(ben, 'public', { from: '#56ab2f', to: '#a8e063' });
      await setCounters(featuredId, { likes: 7, views: 30 });
      await setCounters(runnerUpId, { likes: 7, views: 12 });
      await setCounters(quiet, { likes: 1, views: 90 });

      // Act
      const outcome = await runJob();
      const asBen = await ben.get('/api/weekly-features/current');
      const asAva = await ava.get('/api/weekly-features/current');

      // Assess
      expect(outcome).toMatchObject({ outcome: 'created', photoId: featuredId });
      expect(asBen.status).toBe(200);
      const feature = weeklyFeature.parse(asBen.body);
      expect(feature).toMatchObject({
        photo: { id: featuredId, likes: 7, views: 30 },
        user: { firstName: 'Ava', lastName: 'Martin', email: null },
        featuredReason: 'Most liked photo this week',
      });
      expect(feature.photo.title.length).toBeGreaterThan(0);
      const served = await fetch(feature.photo.photoUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      // Its author sees their own address, as in every photo payload.
      expect(asAva.body.user.email).toBe('ava@example.com');
    });

    it("keeps the week's feature when a more liked photo comes along", async () => {
      // Prepare
      await setCounters(runnerUpId, { likes: 100 });

      // Act
      const outcome = await runJob();
      const reply = await chloe.get('/api/weekly-features/current');

      // Assess
      expect(outcome).toMatchObject({ outcome: 'exists', photoId: featuredId });
      expect(reply.body.photo.id).toBe(featuredId);
    });

    it('answers null once the featured photo is made private, and once it is deleted', async () => {
      // Act
      const changed = await ava.request('PATCH', `/api/photos/${featuredId}/privacy`, { privacy: { visibility: 'private' } });
      const asBen = await ben.get('/api/weekly-features/current');
      const asOwner = await ava.get('/api/weekly-features/current');
      const deleted = await ava.request('DELETE', `/api/photos/${featuredId}`);
      const afterDelete = await ava.get('/api/weekly-features/current');
      const rerun = await runJob();

      // Assess
      expect([changed.status, deleted.status]).toEqual([200, 204]);
      expect(asBen).toMatchObject({ status: 200, body: null });
      // The visibility rule: its owner may still see their own photo.
      expect(asOwner.body.photo.id).toBe(featuredId);
      expect(afterDelete).toMatchObject({ status: 200, body: null });
      // The week keeps its (now empty) feature: the job does not pick another one.
      expect(rerun).toMatchObject({ outcome: 'exists' });
    });
  });
});

describe('local mode with the demo', () => {
  let demo: LocalServer;
  afterAll(async () => {
    await demo?.stop();
  });

  it('seeds the announcements and features a demo photo once the demo photos are analysed', async () => {
    // Act
    demo = await startApp({ demoPhotos: true });
    const member = client(demo.url);
    await signIn(demo, member, 'chloe@example.com');
    await demo.objectStore.idle();
    let feature = (await member.get('/api/weekly-features/current')).body;
    for (let tries = 0; !feature && tries < 50; tries += 1) {
      await new Promise((done) => setTimeout(done, 100));
      feature = (await member.get('/api/weekly-features/current')).body;
    }
    const announcements = await member.get('/api/announcements');

    // Assess
    expect(weeklyFeature.parse(feature).featuredReason).toBe("Picked from this week's public photos");
    expect((await fetch(feature.photo.photoUrl)).status).toBe(200);
    expect(announcements.body).toHaveLength(DEMO_ANNOUNCEMENTS.length);
  }, 120_000);
});
