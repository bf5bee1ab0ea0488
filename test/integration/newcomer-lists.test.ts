/**
 * The All Public tab holds public photos only, a card seen through a tribe names
 * that tribe (and only the viewer's own tribes), joined tribes keep one order, and the profile's Liked
 * (the member's own, re-checked for visibility) and Following lists, with hostile input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../functions/data/tribes/tribe-membership';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { idsOf, client } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { newMember, useDemoMembers } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();
let publicPhoto: string;
let familyPhoto: string;
let avaFamily: string;
let avaFriends: string;

const HOSTILE_IDS = ['..%2F..%2Fetc', '%00', 'x'.repeat(600), '%F0%9F%92%A5', "'%20OR%201=1", 'USER%23abc'];
const HOSTILE_CURSORS = ['@@@', 'e30', Buffer.from('{"before":"../x"}').toString('base64url'), 'x'.repeat(600)];

const photo = (bytes: Buffer) => [{ name: 'p.jpg', bytes }];

beforeAll(async () => {
  await Promise.all([ensureTypedTribes(ids.ava), ensureTypedTribes(ids.chloe)]);
  avaFamily = typedTribeId(ids.ava, 'family');
  avaFriends = typedTribeId(ids.ava, 'bffs');
  await addMember(avaFamily, ids.ben);
  await addMember(typedTribeId(ids.chloe, 'family'), ids.ben);
  [publicPhoto] = (await uploadViaStorage(app, ava, photo(await jpegWithGps()), { visibility: 'public' })) as [string];
  [familyPhoto] = (await uploadViaStorage(app, ava, photo(await jpegWithGps({ from: '#22aa55' })), {
    visibility: 'tribes',
    // Friends too, which Ben is not in: he must never learn of it.
    allowedTribes: [avaFamily, avaFriends],
  })) as [string];
}, 60_000);

describe('Tribe Feeds tells the truth', () => {
  it('All Public holds public photos only, while the feed still has the tribe photo', async () => {
    const all = await ben.get('/api/photos/public');
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toContain(publicPhoto);
    expect(idsOf(all.body)).not.toContain(familyPhoto);
    for (const p of all.body) expect(p.privacy.visibility).toBe('public');
    // The owner's own tribe photo is not public either.
    expect(idsOf((await ava.get('/api/photos/public')).body)).not.toContain(familyPhoto);
    expect(idsOf((await ben.get('/api/photos')).body)).toContain(familyPhoto);
  });

  it('names the tribe a non-owner sees a photo through, never one they are not in, and nothing to the owner', async () => {
    const inFeed = (await ben.get('/api/photos')).body.find((p: any) => p.id === familyPhoto);
    expect(inFeed.sharedThrough).toEqual([{ id: avaFamily, name: 'Family' }]);
    const inTribeFeed = (await ben.get(`/api/tribes/${avaFamily}/photos`)).body.find((p: any) => p.id === familyPhoto);
    expect(inTribeFeed.sharedThrough).toEqual([{ id: avaFamily, name: 'Family' }]);
    const mine = (await ava.get('/api/photos')).body.find((p: any) => p.id === familyPhoto);
    expect(mine.sharedThrough).toEqual([]);
    const pub = (await ben.get('/api/photos')).body.find((p: any) => p.id === publicPhoto);
    expect(pub.sharedThrough).toEqual([]);
    // Search cards carry it too.
    const word = (inFeed.title as string).split(/\W+/).sort((a, b) => b.length - a.length)[0]!;
    const found = (await ben.get(`/api/photos/search?q=${encodeURIComponent(word)}`)).body.find((p: any) => p.id === familyPhoto);
    expect(found?.sharedThrough).toEqual([{ id: avaFamily, name: 'Family' }]);
    expect(JSON.stringify((await ben.get('/api/photos')).body)).not.toContain(avaFriends);
  });

  it("names it on the photo's detail too: the viewer's tribe only, nothing to the owner", async () => {
    const forBen = await ben.get(`/api/photos/${familyPhoto}`);
    expect(forBen.status).toBe(200);
    expect(forBen.body.sharedThrough).toEqual([{ id: avaFamily, name: 'Family' }]);
    expect(forBen.body.privacy.allowedTribes).toEqual([avaFamily]);
    expect(JSON.stringify(forBen.body)).not.toContain(avaFriends);
    const forAva = await ava.get(`/api/photos/${familyPhoto}`);
    expect(forAva.body.sharedThrough).toEqual([]);
    expect(forAva.body.privacy.allowedTribes).toEqual([avaFamily, avaFriends]);
    expect((await ben.get(`/api/photos/${publicPhoto}`)).body.sharedThrough).toEqual([]);
    expect((await chloe.get(`/api/photos/${familyPhoto}`)).status).toBe(404);
  });

  it('Trending carries sharedThrough as every list does: it holds public photos only, so it names no tribe', async () => {
    for (const who of [ben, ava, chloe]) {
      const trending = await who.get('/api/photos/trending?limit=50');
      expect(trending.status).toBe(200);
      expect(idsOf(trending.body)).toContain(publicPhoto);
      expect(idsOf(trending.body)).not.toContain(familyPhoto);
      for (const p of trending.body) expect(p.sharedThrough).toEqual([]);
    }
  });

  it('lists joined tribes by owner then name, the same on every load', async () => {
    const loads = await Promise.all(Array.from({ length: 5 }, () => ben.get('/api/tribes')));
    const orders = loads.map((reply) => reply.body.map((t: any) => t.id));
    for (const order of orders) expect(order).toEqual(orders[0]);
    const joined = loads[0]!.body.filter((t: any) => t.role === 'member');
    expect(joined.map((t: any) => [t.owner.firstName, t.name])).toEqual([
      ['Ava', 'Family'],
      ['Chloé', 'Family'],
    ]);
    // Own tribes come first.
    expect(loads[0]!.body[0].role).toBe('owner');
  });
});

describe('GET /api/users/{userId}/liked-photos', () => {
  it("lists the member's likes newest like first, paged, and drops photos they may no longer see", async () => {
    const [chloePhoto, soonPrivate, soonDeleted] = [
      ...(await uploadViaStorage(app, chloe, photo(await jpegWithGps({ from: '#3355ff' })), { visibility: 'public' })),
      ...(await uploadViaStorage(app, ava, photo(await jpegWithGps({ from: '#aa3355' })), { visibility: 'public' })),
      ...(await uploadViaStorage(app, ava, photo(await jpegWithGps({ from: '#55aa33' })), { visibility: 'public' })),
    ] as [string, string, string];
    // Liked in this order; the oldest photo liked last comes first.
    for (const id of [chloePhoto, soonPrivate, soonDeleted, familyPhoto, publicPhoto]) {
      expect((await ben.post(`/api/photos/${id}/likes`)).status).toBe(200);
    }
    const all = await ben.get(`/api/users/${ids.ben}/liked-photos`);
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([publicPhoto, familyPhoto, soonDeleted, soonPrivate, chloePhoto]);
    expect(all.body.every((p: any) => p.isLiked)).toBe(true);
    expect(all.body[1].sharedThrough).toEqual([{ id: avaFamily, name: 'Family' }]);

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const reply: any = await ben.get(`/api/users/${ids.ben}/liked-photos?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(reply.status).toBe(200);
      pages.push(...idsOf(reply.body));
      cursor = reply.headers.get('x-next-cursor');
    } while (cursor);
    expect(pages).toEqual(idsOf(all.body));

    await ava.patch(`/api/photos/${soonPrivate}/privacy`, { privacy: { visibility: 'private' } });
    expect((await ava.delete(`/api/photos/${soonDeleted}`)).status).toBeLessThan(300);
    // A dislike replaces the like: off the list too.
    await ben.post(`/api/photos/${chloePhoto}/dislikes`);
    expect(idsOf((await ben.get(`/api/users/${ids.ben}/liked-photos`)).body)).toEqual([publicPhoto, familyPhoto]);
    // Removed from the tribe: the tribe photo goes as well.
    await ava.delete(`/api/tribes/${avaFamily}/members/${ids.ben}`);
    expect(idsOf((await ben.get(`/api/users/${ids.ben}/liked-photos`)).body)).toEqual([publicPhoto]);
    await addMember(avaFamily, ids.ben);
  });

  it("is the member's own: another member gets 403 with a clear message, a visitor 401", async () => {
    expect(await chloe.get(`/api/users/${ids.ben}/liked-photos`)).toMatchObject({
      status: 403,
      body: { message: 'Only the member can see the photos they liked' },
    });
    expect((await client(app.url).get(`/api/users/${ids.ben}/liked-photos`)).status).toBe(401);
  });

  it('answers hostile ids and cursors with 4xx, never a 500, and 40 parallel reads alike', async () => {
    for (const id of HOSTILE_IDS) {
      const reply = await ben.get(`/api/users/${id}/liked-photos`);
      expect(reply.status, id).toBeGreaterThanOrEqual(400);
      expect(reply.status, id).toBeLessThan(500);
    }
    for (const cursor of HOSTILE_CURSORS) {
      expect(await ben.get(`/api/users/${ids.ben}/liked-photos?cursor=${cursor}`), cursor).toMatchObject({ status: 400 });
    }
    expect((await ben.get(`/api/users/${ids.ben}/liked-photos?limit=0`)).status).toBe(400);
    const replies = await Promise.all(Array.from({ length: 40 }, () => ben.get(`/api/users/${ids.ben}/liked-photos`)));
    const first = JSON.stringify(idsOf(replies[0]!.body));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(JSON.stringify(idsOf(reply.body))).toBe(first);
    }
  });
});

describe('GET /api/users/{userId}/following', () => {
  it('lists whom a member follows, paged, with whether the viewer follows each', async () => {
    await ben.post(`/api/users/${ids.ava}/follow`);
    await ben.post(`/api/users/${ids.chloe}/follow`);
    const own = await ben.get(`/api/users/${ids.ben}/following`);
    expect(own.status).toBe(200);
    expect(own.body.map((m: any) => m.user.id).sort()).toEqual([ids.ava, ids.chloe].sort());
    expect(own.body.every((m: any) => m.isFollowing && !m.isSelf && m.user.email === null)).toBe(true);

    const seenByChloe = await chloe.get(`/api/users/${ids.ben}/following`);
    const byId = new Map(seenByChloe.body.map((m: any) => [m.user.id, m]));
    expect(byId.get(ids.chloe)).toMatchObject({ isSelf: true, isFollowing: false, user: { firstName: 'Chloé' } });
    expect(byId.get(ids.ava)).toMatchObject({ isSelf: false, isFollowing: false, user: { firstName: 'Ava', email: null } });

    const first = await ben.get(`/api/users/${ids.ben}/following?limit=1`);
    expect(first.body).toHaveLength(1);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await ben.get(`/api/users/${ids.ben}/following?limit=1&cursor=${cursor}`);
    expect(second.body).toHaveLength(1);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect([first.body[0].user.id, second.body[0].user.id]).toEqual(own.body.map((m: any) => m.user.id));

    await ben.delete(`/api/users/${ids.chloe}/follow`);
    expect((await ava.get(`/api/users/${ids.ben}/following`)).body.map((m: any) => m.user.id)).toEqual([ids.ava]);
    expect((await ava.get(`/api/users/${ids.chloe}/following`)).body).toEqual([]);
  });

  it('lists newest follow first: a re-follow moves to the top, and paging keeps the order', async () => {
    const { browser: dora, id: doraId } = await newMember(app, 'dora@example.com', { firstName: 'Dora', lastName: 'Follows' });
    const followingOf = async () => (await dora.get(`/api/users/${doraId}/following`)).body.map((m: any) => m.user.id as string);
    for (const id of [ids.ava, ids.ben, ids.chloe]) expect((await dora.post(`/api/users/${id}/follow`)).status).toBe(200);
    expect(await followingOf()).toEqual([ids.chloe, ids.ben, ids.ava]);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const reply: any = await dora.get(`/api/users/${doraId}/following?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(reply.status).toBe(200);
      paged.push(...reply.body.map((m: any) => m.user.id));
      cursor = reply.headers.get('x-next-cursor');
    } while (cursor);
    expect(paged).toEqual([ids.chloe, ids.ben, ids.ava]);

    await dora.delete(`/api/users/${ids.ava}/follow`);
    expect(await followingOf()).toEqual([ids.chloe, ids.ben]);
    await dora.post(`/api/users/${ids.ava}/follow`);
    expect(await followingOf()).toEqual([ids.ava, ids.chloe, ids.ben]);
  });

  it('makes one follow of 40 parallel follows of the same member', async () => {
    const { browser: eli, id: eliId } = await newMember(app, 'eli@example.com', { firstName: 'Eli', lastName: 'Eager' });
    const replies = await Promise.all(Array.from({ length: 40 }, () => eli.post(`/api/users/${ids.chloe}/follow`)));
    for (const reply of replies) expect(reply.status).toBe(200);
    expect((await eli.get(`/api/users/${eliId}/following`)).body.map((m: any) => m.user.id)).toEqual([ids.chloe]);
    expect((await eli.get(`/api/users/${eliId}/profile`)).body.following).toBe(1);
  });

  it('answers 404 for no such member, 400 for a forged cursor, 401 signed out, and 40 parallel reads alike', async () => {
    expect(await ben.get('/api/users/01JD7P0000000000000000ZZZZ/following')).toMatchObject({
      status: 404,
      body: { message: 'Member not found' },
    });
    for (const id of HOSTILE_IDS) {
      const reply = await ben.get(`/api/users/${id}/following`);
      expect(reply.status, id).toBeGreaterThanOrEqual(400);
      expect(reply.status, id).toBeLessThan(500);
    }
    for (const cursor of HOSTILE_CURSORS) {
      expect((await ben.get(`/api/users/${ids.ben}/following?cursor=${cursor}`)).status, cursor).toBe(400);
    }
    expect((await client(app.url).get(`/api/users/${ids.ben}/following`)).status).toBe(401);
    const replies = await Promise.all(Array.from({ length: 40 }, () => chloe.get(`/api/users/${ids.ben}/following`)));
    for (const reply of replies) expect(reply).toMatchObject({ status: 200, body: replies[0]!.body });
  });
});
