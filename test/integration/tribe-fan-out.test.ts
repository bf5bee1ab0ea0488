/**
 * Photos shared with small tribes are written into each member's own feed
 * (functions/data/photos/tribe-fan-out.ts). A member of 40 tribes gets the same feed the read-time merge gave,
 * in the same round trips as a member of one; privacy changes, leaving, deletes and 40 racing shares
 * leave exactly the items they should, and the reconcile finishes a fan-out a crash cut short.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reconcile } from '../../functions/analysis/reconcile';
import { db, tableName } from '../../functions/data/table/client';
import { PUBLIC_INDEX } from '../../functions/data/keys/keys';
import { pendingFanOutUpdate, putInFeeds, removeFromFeeds } from '../../functions/data/tribes/member-feed';
import { getPhoto } from '../../functions/data/photos/photo';
import { photoKey } from '../../functions/data/keys/photo-keys';
import { memberships } from '../../functions/data/tribes/tribe-membership';
import { configuredAnalyzer } from '../../functions/ai/configured-analyzer';
import { idsOf } from './support/local-app';
import { newMember, useDemoMembers, type Client } from './support/members';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { countDynamoRequests, roundTrips } from './support/round-trips';
import { tableItems } from './support/table';

const { app, ava, ben, chloe, ids } = useDemoMembers();
let dana: { browser: Client; id: string };
/** Ava's 20 tribes and Chloé's 20 (5 typed, 15 custom each), every one with Dana in it but Chloé's last. */
let avaTribes: string[];
let chloeTribes: string[];
const photos: Record<string, string> = {};

const ownedTribeIds = async (owner: Client) =>
  ((await owner.get('/api/tribes')).body as any[]).filter((t) => t.role === 'owner').map((t) => t.id as string);

async function twentyTribes(owner: Client): Promise<string[]> {
  const typed = await ownedTribeIds(owner);
  for (let i = 0; i < 20 - typed.length; i += 1) expect((await owner.post('/api/tribes', { name: `Circle ${i}` })).status).toBe(201);
  return ownedTribeIds(owner);
}

async function join(owner: Client, tribeId: string, member: Client, email: string): Promise<void> {
  expect((await owner.post(`/api/tribes/${tribeId}/members`, { memberId: email })).status).toBe(201);
  expect((await member.post(`/api/tribes/${tribeId}/accept`, {})).status).toBe(200);
}

const share = async (owner: Client, colour: string, privacy: Record<string, unknown>) =>
  ((await uploadViaStorage(app, owner, [{ name: 'p.jpg', bytes: await jpegWithGps({ from: colour }) }], privacy)) as [string])[0];

/** Every page of a feed, as ids. */
async function wholeFeed(reader: Client, path: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const reply = await reader.get(`${path}?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
    expect(reply.status).toBe(200);
    seen.push(...idsOf(reply.body));
    cursor = reply.headers.get('x-next-cursor');
  } while (cursor);
  return seen;
}

/** The members whose feeds hold an item of the photo. */
const feedHolders = async (photoId: string) =>
  (await tableItems()).filter((item) => item.SK === `FEED#${photoId}`).map((item) => String(item.PK).replace('USER#', ''));

beforeAll(async () => {
  dana = await newMember(app, 'dana@example.com', { firstName: 'Dana', lastName: 'Fan' });
  [avaTribes, chloeTribes] = [await twentyTribes(ava), await twentyTribes(chloe)];
  photos.one = await share(ava, '#aa3311', { visibility: 'tribes', allowedTribes: [avaTribes[0]] });
  photos.two = await share(ava, '#11aa33', { visibility: 'tribes', allowedTribes: [avaTribes[1], avaTribes[2]] });
  photos.chloe = await share(chloe, '#3311aa', { visibility: 'tribes', allowedTribes: [chloeTribes[0]] });
  photos.late = await share(chloe, '#aaaa11', { visibility: 'tribes', allowedTribes: [chloeTribes[19]] });
  photos.private = await share(ava, '#11aaaa', { visibility: 'private' });
  for (const tribeId of avaTribes) await join(ava, tribeId, dana.browser, 'dana@example.com');
  for (const tribeId of chloeTribes.slice(0, 19)) await join(chloe, tribeId, dana.browser, 'dana@example.com');
  countDynamoRequests();
}, 300_000);
afterAll(() => {
  vi.restoreAllMocks();
});

describe('tribe fan-out on write', () => {
  it('gives a member of 40 tribes the feed the merge gave, in as many requests as a member of one', async () => {
    // Joining after a photo was shared gets it too (the decision: a new member sees the tribe's past photos).
    await join(chloe, chloeTribes[19]!, dana.browser, 'dana@example.com');
    const joined = await memberships(dana.id);
    expect(joined).toHaveLength(40);
    expect(joined.every((m) => m.feedFilled)).toBe(true);

    const expected = [
      ...new Set([...(await wholeFeed(dana.browser, '/api/photos/public')), photos.one!, photos.two!, photos.chloe!, photos.late!]),
    ]
      .sort()
      .reverse();
    expect(await wholeFeed(dana.browser, '/api/photos')).toEqual(expected);
    expect(expected).not.toContain(photos.private);

    const bare = await roundTrips(dana.browser, '/api/auth/user');
    const feed = await roundTrips(dana.browser, '/api/photos');
    // Her tribes, one replica of each public group, her own photos, her own feed; then the page.
    expect(feed.requests - bare.requests).toBe(4 + PUBLIC_INDEX.groups);
    expect(feed.roundTrips - bare.roundTrips).toBeLessThanOrEqual(3);
  });

  it('takes a photo made private out of every feed at once, and puts it back when shared again', async () => {
    await ava.patch(`/api/photos/${photos.one}/privacy`, { privacy: { visibility: 'private' } });
    expect(idsOf((await dana.browser.get('/api/photos')).body)).not.toContain(photos.one);
    expect(await feedHolders(photos.one!)).toEqual([]);

    await ava.patch(`/api/photos/${photos.one}/privacy`, { privacy: { visibility: 'tribes', allowedTribes: [avaTribes[0]] } });
    expect(idsOf((await dana.browser.get('/api/photos')).body)).toContain(photos.one);
    expect(await feedHolders(photos.one!)).toEqual([dana.id]);

    // An item a late removal left behind shows nothing: every page's photos pass the visibility rule.
    await putInFeeds([{ memberId: dana.id, photoId: photos.private!, ownerId: ids.ava }]);
    expect(await wholeFeed(dana.browser, '/api/photos')).not.toContain(photos.private);
    expect((await dana.browser.get(`/api/photos/${photos.private}`)).status).toBe(404);
    await removeFromFeeds([{ memberId: dana.id, photoId: photos.private! }]);
  });

  it("hides a tribe's photos from a member who leaves it, but not those another of their tribes shares", async () => {
    expect((await dana.browser.delete(`/api/tribes/${avaTribes[1]}/members/${dana.id}`)).status).toBe(204);
    expect(idsOf((await dana.browser.get('/api/photos')).body)).toContain(photos.two);
    expect(await feedHolders(photos.two!)).toEqual([dana.id]);

    expect((await dana.browser.delete(`/api/tribes/${avaTribes[0]}/members/${dana.id}`)).status).toBe(204);
    expect(idsOf((await dana.browser.get('/api/photos')).body)).not.toContain(photos.one);
    expect(await feedHolders(photos.one!)).toEqual([]);
    expect((await dana.browser.get(`/api/photos/${photos.one}`)).status).toBe(404);
    // Only the owner removes others.
    expect((await dana.browser.delete(`/api/tribes/${avaTribes[2]}/members/${ids.ben}`)).status).toBe(403);
  });

  it('ends 40 parallel shares of one photo with one feed item per member and nothing pending', async () => {
    await join(ava, avaTribes[3]!, ben, 'ben@example.com');
    const photoId = await share(ava, '#aa11aa', { visibility: 'private' });
    const body = { privacy: { visibility: 'tribes', allowedTribes: [avaTribes[3]] } };
    const replies = await Promise.all(Array.from({ length: 40 }, () => ava.patch(`/api/photos/${photoId}/privacy`, body)));
    for (const reply of replies) expect(reply.status).toBe(200);
    expect((await feedHolders(photoId)).sort()).toEqual([dana.id, ids.ben].sort());
    expect((await getPhoto(photoId))?.fanOutToken).toBeUndefined();
    // Someone else's change is refused and changes no feed.
    expect(
      (await chloe.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: 'private' } })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(await feedHolders(photoId)).toHaveLength(2);
  });

  it('has the reconcile finish a fan-out a crash left half done', async () => {
    const photoId = await share(ava, '#1111aa', { visibility: 'tribes', allowedTribes: [avaTribes[4]] });
    // What a crash after the share and before its fan-out leaves: the mark pending, no feed item.
    const pending = pendingFanOutUpdate(photoId, [avaTribes[4]!]);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(photoId),
        UpdateExpression: `SET ${pending.set}`,
        ExpressionAttributeValues: pending.values,
      }),
    );
    await removeFromFeeds([{ memberId: dana.id, photoId }]);
    expect(idsOf((await dana.browser.get('/api/photos')).body)).not.toContain(photoId);

    const outcome = await reconcile(configuredAnalyzer(), { settledSeconds: 0 });

    expect(outcome.fanOuts).toBeGreaterThanOrEqual(1);
    expect(await feedHolders(photoId)).toEqual([dana.id]);
    expect(idsOf((await dana.browser.get('/api/photos')).body)).toContain(photoId);
    expect((await getPhoto(photoId))?.fanOutToken).toBeUndefined();
  });

  it("takes a deleted photo's and a deleted tribe's items out of the feeds", async () => {
    expect((await ava.delete(`/api/photos/${photos.two}`)).status).toBe(204);
    expect(await feedHolders(photos.two!)).toEqual([]);

    expect(await feedHolders(photos.late!)).toEqual([dana.id]);
    expect((await chloe.delete(`/api/tribes/${chloeTribes[19]}`)).status).toBe(204);
    expect(await feedHolders(photos.late!)).toEqual([]);
    expect(idsOf((await dana.browser.get('/api/photos')).body)).not.toContain(photos.late);
    expect(idsOf((await dana.browser.get('/api/photos')).body)).toContain(photos.chloe);
  });
});
