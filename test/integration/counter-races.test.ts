/**
 * A race lost to a condition is a normal outcome, never a 500. Forty identical requests
 * at once by one member on every item-plus-counter write: each answers a 2xx or the product's own 4xx,
 * and the counters equal the items afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers } from './support/members';
import type { Reply } from './support/local-app';

const { app, ava, ben, chloe, ids } = useDemoMembers();

let photo: string;

const FORTY = 40;

beforeAll(async () => {
  await benInAvasFamily(ids);
  [photo] = (await uploadViaStorage(app, ava, [{ name: 'p.jpg', bytes: await jpegWithGps() }], { visibility: 'public' })) as [string];
}, 60_000);

const forty = (send: (i: number) => Promise<Reply>) => Promise.all(Array.from({ length: FORTY }, (_, i) => send(i)));
const statuses = (replies: Reply[]) => [...new Set(replies.map((r) => r.status))].sort();
const noServerErrors = (replies: Reply[]) => {
  const failed = replies.filter((r) => r.status >= 500);
  expect(failed.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
};

describe('reactions under forty parallel clicks by one member', () => {
  it('likes: every answer is 200 with the state that won, and the counter equals the reaction', async () => {
    const replies = await forty(() => ben.post(`/api/photos/${photo}/likes`));
    noServerErrors(replies);
    expect(statuses(replies)).toEqual([200]);
    for (const reply of replies) expect(reply.body.isDisliked).toBe(false);
    const seen = (await ben.get(`/api/photos/${photo}`)).body;
    expect(seen.likes).toBe(seen.isLiked ? 1 : 0);
    expect(seen.dislikes).toBe(0);
  });

  it('likes and dislikes mixed: never a 500, like and dislike stay exclusive, counters exact', async () => {
    const replies = await forty((i) => chloe.post(`/api/photos/${photo}/${i % 2 ? 'likes' : 'dislikes'}`));
    noServerErrors(replies);
    expect(statuses(replies)).toEqual([200]);
    for (const reply of replies) expect(reply.body.isLiked && reply.body.isDisliked).toBe(false);
    const [asBen, asChloe] = [(await ben.get(`/api/photos/${photo}`)).body, (await chloe.get(`/api/photos/${photo}`)).body];
    expect(asChloe.likes).toBe(Number(asBen.isLiked) + Number(asChloe.isLiked));
    expect(asChloe.dislikes).toBe(Number(asChloe.isDisliked));
    const profile = (await ava.get(`/api/users/${ids.ava}/profile`)).body;
    expect(profile.likes).toBe(asChloe.likes);
  });

  it('dislikes: every answer is 200 and the counter equals the reaction', async () => {
    const replies = await forty(() => ben.post(`/api/photos/${photo}/dislikes`));
    noServerErrors(replies);
    expect(statuses(replies)).toEqual([200]);
    const seen = (await ben.get(`/api/photos/${photo}`)).body;
    expect(seen.dislikes).toBe(Number(seen.isDisliked) + Number((await chloe.get(`/api/photos/${photo}`)).body.isDisliked));
  });
});

describe('every other item-plus-counter write under forty parallel identical requests', () => {
  it('comments: all forty are kept and counted', async () => {
    const replies = await forty((i) => ben.post(`/api/photos/${photo}/comments`, { content: `race ${i}` }));
    noServerErrors(replies);
    expect(statuses(replies)).toEqual([201]);
    const seen = (await ben.get(`/api/photos/${photo}`)).body;
    const listed = (await ben.get(`/api/photos/${photo}/comments?limit=100`)).body as unknown[];
    expect(seen.comments).toBe(listed.length);
    expect(listed.length).toBe(FORTY);
  });

  it('follow and unfollow: one follow, counted once, whichever way the race goes', async () => {
    noServerErrors(await forty(() => chloe.post(`/api/users/${ids.ben}/follow`)));
    noServerErrors(
      await forty((i) => (i % 2 ? chloe.post(`/api/users/${ids.ben}/follow`) : chloe.delete(`/api/users/${ids.ben}/follow`))),
    );
    const following = (await chloe.get(`/api/users/${ids.chloe}/following?limit=100`)).body as { user: { id: string } }[];
    const profile = (await chloe.get(`/api/users/${ids.ben}/profile`)).body;
    expect(profile.followers).toBe(following.filter((m) => m.user.id === ids.ben).length);
  });

  it('tribe members: adding and removing the same member forty times at once', async () => {
    const tribe = (await ava.post('/api/tribes', { name: 'Race crew' })).body.id as string;
    noServerErrors(await forty(() => ava.post(`/api/tribes/${tribe}/members`, { memberId: 'chloe@example.com' })));
    noServerErrors(await forty(() => ava.delete(`/api/tribes/${tribe}/members/${ids.chloe}`)));
    const mine = ((await ava.get('/api/tribes')).body as { id: string; members: unknown[]; memberCount?: number }[]).find(
      (t) => t.id === tribe,
    )!;
    expect(mine.members.length).toBe(0);
  });

  it('views, share links, capsules and API keys: no 500 under forty at once', async () => {
    noServerErrors(await forty(() => chloe.get(`/api/photos/${photo}`)));
    noServerErrors(await forty(() => ava.post('/api/silent-shares', { photoId: photo, shareType: 'warm' })));
    noServerErrors(await forty((i) => ava.post('/api/memory-capsules', { photoId: photo, journalEntry: `entry ${i}` })));
    const keys = await forty((i) => chloe.post('/api/mobile/generate-key', { platform: 'ios', name: `race ${i}` }));
    noServerErrors(keys);
    const listed = (await chloe.get('/api/mobile/keys')).body.apiKeys as unknown[];
    expect(keys.filter((k) => k.status === 201 || k.status === 200).length).toBe(listed.length);
    expect((await chloe.get(`/api/photos/${photo}`)).body.views).toBeGreaterThanOrEqual(1);
  });
});
