/**
 * The read API's DynamoDB round trips: a feed, a tribe feed or a photo's detail waits on at
 * most three DynamoDB round trips beyond the two every signed-in call makes to know its viewer (the
 * session, then the member), which `GET /api/auth/user` measures in the same run. The document
 * client's send is wrapped: a request that starts after any earlier one of the call has answered
 * starts a new round trip (requests that go out together share one).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUBLIC_INDEX } from '../../functions/data/keys/keys';
import { COUNTER_SHARDS } from '../../functions/data/keys/photo-keys';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { signIn } from './support/members';
import { countDynamoRequests, roundTrips } from './support/round-trips';

let app: LocalServer;
type Client = ReturnType<typeof client>;
let ava: Client;
let ben: Client;

beforeAll(async () => {
  app = await startApp({ demoPhotos: true });
  await app.objectStore.idle();
  [ava, ben] = [client(app.url), client(app.url)];
  await signIn(app, ava, 'ava@example.com');
  await signIn(app, ben, 'ben@example.com');
  // Ben is in Ava's Family tribe (the demo puts him there; 409 says so), which holds one of her demo
  // photos: his own feed holds them (fanned out on write).
  const family = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.type === 'family' && t.role === 'owner');
  expect([201, 409]).toContain((await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'ben@example.com' })).status);
  countDynamoRequests();
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await app.stop();
});

describe('DynamoDB round trips per read', () => {
  it('the bare signed-in call makes two: the session, then the member', async () => {
    expect((await roundTrips(ava, '/api/auth/user')).roundTrips).toBe(2);
  });

  it('the feed makes at most three more, for members of tribes', async () => {
    const bare = (await roundTrips(ben, '/api/auth/user')).roundTrips;
    const feed = (await ben.get('/api/photos')).body as any[];
    expect(feed.some((photo) => photo.privacy.visibility === 'tribes')).toBe(true);
    expect((await roundTrips(ben, '/api/photos')).roundTrips - bare).toBeLessThanOrEqual(3);
    expect((await roundTrips(ava, '/api/photos')).roundTrips - bare).toBeLessThanOrEqual(3);
  });

  it("a photo's detail makes at most three more, for its owner and for a member of its tribe", async () => {
    const bare = (await roundTrips(ben, '/api/auth/user')).roundTrips;
    const feed = (await ben.get('/api/photos')).body as any[];
    const tribePhoto = feed.find((photo) => photo.privacy.visibility === 'tribes');
    const publicPhoto = feed.find((photo) => photo.privacy.visibility === 'public' && photo.userId !== tribePhoto.userId);
    expect((await roundTrips(ben, `/api/photos/${tribePhoto.id}`)).roundTrips - bare).toBeLessThanOrEqual(3);
    expect((await roundTrips(ava, `/api/photos/${tribePhoto.id}`)).roundTrips - bare).toBeLessThanOrEqual(3);
    expect((await roundTrips(ava, `/api/photos/${publicPhoto.id}`)).roundTrips - bare).toBeLessThanOrEqual(3);
  });

  it('a tribe feed makes at most three more (two: the tribe with its ids, then the page)', async () => {
    const bare = (await roundTrips(ben, '/api/auth/user')).roundTrips;
    const family = ((await ben.get('/api/tribes')).body as any[]).find((t) => t.type === 'family' && t.role === 'member');
    const measured = await roundTrips(ben, `/api/tribes/${family.id}/photos`);
    expect(measured.roundTrips - bare).toBeLessThanOrEqual(2);
  });

  it('the feed reads each page of photos, their counter shards, authors and reactions in one batch read', async () => {
    const bare = await roundTrips(ava, '/api/auth/user');
    // Ava belongs to one tribe (Ben's BFFs): her tribes, the public list (one replica of each of the
    // public index's groups), her own list, her own feed (that tribe's photos, fanned out on
    // write), then ONE batch read for every photo, its counter shards, author and reaction of
    // the page, sent together as requests of at most 100 keys each.
    const feed = await roundTrips(ava, '/api/photos');
    const photos = ((await ava.get('/api/photos')).body as unknown[]).length;
    const batchRequests = feed.requests - bare.requests - (3 + PUBLIC_INDEX.groups);
    expect(batchRequests).toBeGreaterThanOrEqual(1);
    expect(batchRequests).toBeLessThanOrEqual(Math.ceil((photos * (COUNTER_SHARDS + 3)) / 100));
  });
});
