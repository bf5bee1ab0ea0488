/**
 * Memory capsules end to end through the local runtime: who may write one on which photo, the fixed
 * validation texts, the server-side sealing (asserted on the raw JSON), privacy between members,
 * deletes, the photo's deletion taking its capsules, 40 parallel creates, and the capsule-open job on a
 * test clock telling the owner once, even run twice at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../shared/constants';
import { CAPSULE_MESSAGES } from '../../shared/messages/capsule';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { memoryCapsule } from '../../shared/schemas/capsule';
import { dueCapsules } from '../../functions/data/photos/capsules';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import type { LocalServer } from '../../infra/local/server';
import { freezeClock } from '../unit/support/clock';
import { client, startApp } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { signIn } from './support/members';

type Client = ReturnType<typeof client>;
let app: LocalServer;
let ava: Client;
let ben: Client;
let visitor: Client;
let privatePhoto: string;
let publicPhoto: string;

const DAY_MS = 24 * 60 * 60_000;
/** The UTC date `days` from now (by the system clock; tests that move the clock start from it). */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const upload = async (who: Client, visibility: 'public' | 'private', name = 'picture.jpg') =>
  (await uploadViaStorage(app, who, [{ name, bytes: await jpegWithGps() }], { visibility }))[0]!;

const create = (who: Client, body: Record<string, unknown>) => who.post('/api/memory-capsules', body);
const listAll = async (who: Client) => (await who.get('/api/memory-capsules?limit=100')).body as Record<string, unknown>[];
const runOpenJob = () => runScheduledJob('capsule-open') as Promise<{ due: number; notified: number }>;
const capsuleNotifications = async (who: Client, photoId: string) =>
  ((await who.get('/api/notifications?limit=100')).body as { type: string; title: string; photoId: string }[]).filter(
    (n) => n.type === 'capsule_open' && n.photoId === photoId,
  );

beforeAll(async () => {
  app = await startApp();
  [ava, ben, visitor] = [client(app.url), client(app.url), client(app.url)];
  await signIn(app, ava, 'ava@example.com');
  await signIn(app, ben, 'ben@example.com');
  privatePhoto = await upload(ava, 'private', 'lake.jpg');
  publicPhoto = await upload(ava, 'public', 'hills.jpg');
}, 60_000);
afterAll(async () => {
  await app.stop();
});

describe('POST /api/memory-capsules', () => {
  it('answers 401 to visitors', async () => {
    expect((await create(visitor, { photoId: privatePhoto, journalEntry: 'x' })).status).toBe(401);
  });

  it('creates an open capsule with the entry trimmed and the tags trimmed, empties and repeats dropped', async () => {
    // Act
    const reply = await create(ava, {
      photoId: privatePhoto,
      journalEntry: '  The first swim of the summer.  ',
      emotionTone: 'happy',
      tags: [' lake ', '', '  ', 'summer', 'lake'],
    });

    // Assess
    expect(reply.status).toBe(201);
    const capsule = memoryCapsule.parse(reply.body);
    expect(capsule).toMatchObject({
      sealed: false,
      journalEntry: 'The first swim of the summer.',
      emotionTone: 'happy',
      tags: ['lake', 'summer'],
      unlockDate: null,
      photo: { id: privatePhoto },
    });
  });

  it('seals a capsule dated ahead: the raw answer holds no entry and no tags', async () => {
    // Act
    const reply = await create(ava, {
      photoId: privatePhoto,
      journalEntry: 'A secret for later',
      emotionTone: 'hopeful',
      unlockDate: dayFromToday(3),
      tags: ['secret-tag'],
    });

    // Assess
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(['createdAt', 'emotionTone', 'id', 'photo', 'sealed', 'unlockDate']);
    expect(reply.body.sealed).toBe(true);
    expect(Object.keys(reply.body.photo).sort()).toEqual(['id', 'thumbnailUrl', 'title']);
    expect(JSON.stringify(reply.body)).not.toContain('A secret for later');
    expect(JSON.stringify(reply.body)).not.toContain('secret-tag');
  });

  it("accepts today's date (open at once) and refuses yesterday's", async () => {
    const today = await create(ava, { photoId: privatePhoto, journalEntry: 'Today', unlockDate: dayFromToday(0) });
    expect(today.status).toBe(201);
    expect(today.body.sealed).toBe(false);

    const yesterday = await create(ava, { photoId: privatePhoto, journalEntry: 'Yesterday', unlockDate: dayFromToday(-1) });
    expect(yesterday.status).toBe(400);
    expect(yesterday.body).toEqual({ message: CAPSULE_MESSAGES.unlockDatePast });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no entry', { journalEntry: undefined }, CAPSULE_MESSAGES.journalEntryRequired],
    ['a blank entry', { journalEntry: '   \n ' }, CAPSULE_MESSAGES.journalEntryRequired],
    ['an entry that is not text', { journalEntry: 42 }, CAPSULE_MESSAGES.journalEntryRequired],
    ['an entry over 5000 characters', { journalEntry: 'x'.repeat(5001) }, CAPSULE_MESSAGES.journalEntryTooLong],
    ['an unknown emotion', { emotionTone: 'angry' }, CAPSULE_MESSAGES.emotionInvalid],
    ['a date in words', { unlockDate: 'next summer' }, CAPSULE_MESSAGES.unlockDateInvalid],
    ['a day that does not exist', { unlockDate: '2031-02-30' }, CAPSULE_MESSAGES.unlockDateInvalid],
    ['a month that does not exist', { unlockDate: '2031-13-01' }, CAPSULE_MESSAGES.unlockDateInvalid],
    ['a date with a time', { unlockDate: '2031-02-03T10:00:00Z' }, CAPSULE_MESSAGES.unlockDateInvalid],
    ['a date that is not text', { unlockDate: 20310203 }, CAPSULE_MESSAGES.unlockDateInvalid],
    ['tags as one string', { tags: 'a, b' }, CAPSULE_MESSAGES.tagsInvalid],
    ['a tag that is not text', { tags: ['a', 3] }, CAPSULE_MESSAGES.tagsInvalid],
    ['21 tags', { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, CAPSULE_MESSAGES.tooManyTags],
    ['a tag of 41 characters', { tags: ['y'.repeat(41)] }, CAPSULE_MESSAGES.tagTooLong],
  ])('answers 400 with a plain message for %s', async (_case, fields, message) => {
    // Act
    const reply = await create(ava, { photoId: privatePhoto, journalEntry: 'Valid entry', ...fields });

    // Assess
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message });
  });

  it('answers 400, never 500, to bodies that are not capsules', async () => {
    for (const body of ['{not json', '[]', 'null', '"text"']) {
      const reply = await ava.request('POST', '/api/memory-capsules', body);
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    const noPhoto = await create(ava, { journalEntry: 'No photo' });
    expect(noPhoto.body).toEqual({ message: CAPSULE_MESSAGES.photoRequired });
    expect((await create(ava, { photoId: 'p'.repeat(65), journalEntry: 'Long id' })).status).toBe(400);
  });

  it("answers 404 for a photo the member cannot see or that does not exist, 403 for another member's visible photo", async () => {
    const hidden = await create(ben, { photoId: privatePhoto, journalEntry: 'Not mine' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Photo not found' });

    const missing = await create(ben, { photoId: '01ZZZZZZZZZZZZZZZZZZZZZZZZ', journalEntry: 'Nothing' });
    expect(missing.status).toBe(404);
    const hostile = await create(ben, { photoId: "../PHOTO#x' OR 1=1", journalEntry: 'Hostile' });
    expect(hostile.status).toBe(404);

    const visible = await create(ben, { photoId: publicPhoto, journalEntry: 'Also not mine' });
    expect(visible.status).toBe(403);
    expect(visible.body).toEqual({ message: PHOTO_MESSAGES.ownerOnly });
  });

  it('creates 40 capsules sent at once, each once', async () => {
    // Prepare
    const photo = await upload(ava, 'private', 'burst.jpg');

    // Act
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => create(ava, { photoId: photo, journalEntry: `Burst ${i}`, tags: [`n${i}`] })),
    );

    // Assess
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(40);
    const listed = (await listAll(ava)).filter((c) => (c.photo as { id: string }).id === photo);
    expect(listed).toHaveLength(40);
  });
});

describe('GET /api/memory-capsules', () => {
  it("lists the member's own capsules newest first and nobody else's", async () => {
    // Prepare
    const first = await create(ava, { photoId: publicPhoto, journalEntry: 'Older' });
    const second = await create(ava, { photoId: publicPhoto, journalEntry: 'Newer' });

    // Act
    const mine = await listAll(ava);
    const bens = await ben.get('/api/memory-capsules');

    // Assess
    expect(mine.slice(0, 2).map((c) => c.id)).toEqual([second.body.id, first.body.id]);
    expect(mine.every((c) => memoryCapsule.safeParse(c).success)).toBe(true);
    expect(bens.status).toBe(200);
    expect(bens.body).toEqual([]);
  });

  it('keeps sealed capsules sealed in the list: no entry or tags anywhere in the raw JSON', async () => {
    // Prepare
    await create(ava, { photoId: privatePhoto, journalEntry: 'Listed secret', unlockDate: dayFromToday(5), tags: ['hush'] });

    // Act
    const raw = await (await fetch(`${app.url}/api/memory-capsules?limit=100`, { headers: { cookie: cookieOf(ava) } })).text();

    // Assess
    expect(raw).not.toContain('Listed secret');
    expect(raw).not.toContain('hush');
    const sealed = (JSON.parse(raw) as Record<string, unknown>[]).filter((c) => c.sealed === true);
    expect(sealed.length).toBeGreaterThan(0);
    for (const capsule of sealed) expect(capsule).not.toHaveProperty('journalEntry');
  });

  it('pages with the opaque cursor, without repeats, and refuses a forged cursor', async () => {
    // Act
    const pageOne = await ava.get('/api/memory-capsules?limit=3');
    const cursor = pageOne.headers.get(NEXT_CURSOR_HEADER);
    const pageTwo = await ava.get(`/api/memory-capsules?limit=3&cursor=${encodeURIComponent(cursor!)}`);
    const forged = await ava.get('/api/memory-capsules?cursor=not-a-cursor');
    const tooMany = await ava.get('/api/memory-capsules?limit=1000');

    // Assess
    expect(pageOne.body).toHaveLength(3);
    expect(cursor).toBeTruthy();
    expect(pageTwo.body).toHaveLength(3);
    const ids = [...pageOne.body, ...pageTwo.body].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(6);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(forged.status).toBe(400);
    expect(tooMany.body).toEqual({ message: HTTP_MESSAGES.pageLimit });
  });
});

describe('DELETE /api/memory-capsules/{id}', () => {
  it("deletes the owner's capsule only: others and unknown ids get 404", async () => {
    // Prepare
    const { body: capsule } = await create(ava, { photoId: publicPhoto, journalEntry: 'To be deleted' });

    // Act
    const byBen = await ben.request('DELETE', `/api/memory-capsules/${capsule.id}`);
    const stillThere = (await listAll(ava)).some((c) => c.id === capsule.id);
    const hostile = await ava.request('DELETE', `/api/memory-capsules/${encodeURIComponent('../../x#y')}`);
    const byAva = await ava.request('DELETE', `/api/memory-capsules/${capsule.id}`);
    const again = await ava.request('DELETE', `/api/memory-capsules/${capsule.id}`);

    // Assess
    expect(byBen.status).toBe(404);
    expect(byBen.body).toEqual({ message: CAPSULE_MESSAGES.notFound });
    expect(stillThere).toBe(true);
    expect(hostile.status).toBe(404);
    expect(byAva.status).toBe(204);
    expect(again.status).toBe(404);
    expect((await listAll(ava)).some((c) => c.id === capsule.id)).toBe(false);
  });

  it("goes with its photo: deleting the photo deletes its capsules, sealed ones leave the opening job's index", async () => {
    // Prepare
    const photo = await upload(ava, 'private', 'doomed.jpg');
    const open = await create(ava, { photoId: photo, journalEntry: 'Open one' });
    const sealed = await create(ava, { photoId: photo, journalEntry: 'Sealed one', unlockDate: dayFromToday(1) });

    // Act
    expect((await ava.request('DELETE', `/api/photos/${photo}`)).status).toBe(204);

    // Assess
    const ids = (await listAll(ava)).map((c) => c.id);
    expect(ids).not.toContain(open.body.id);
    expect(ids).not.toContain(sealed.body.id);
    expect((await dueCapsules(dayFromToday(30))).map((c) => c.id)).not.toContain(sealed.body.id);
    expect((await ava.request('DELETE', `/api/memory-capsules/${open.body.id}`)).status).toBe(404);
  });
});

describe('the capsule-open job', () => {
  it('opens the capsule at 00:00 UTC of its date and tells the owner once, even run twice at once', async () => {
    // Prepare: a capsule sealed for two days; the clock just before its date.
    const photo = await upload(ava, 'private', 'opening.jpg');
    const unlockDate = dayFromToday(2);
    const { body: created } = await create(ava, {
      photoId: photo,
      journalEntry: 'Open me on the day',
      emotionTone: 'grateful',
      unlockDate,
      tags: ['day'],
    });
    const clock = freezeClock(new Date(Date.parse(`${unlockDate}T00:00:00.000Z`) - 1));
    const before = await runOpenJob();
    const stillSealed = (await listAll(ava)).find((c) => c.id === created.id);

    // Act: midnight UTC comes; two runs at once, then a third.
    clock.advance(1);
    const opened = (await listAll(ava)).find((c) => c.id === created.id);
    const runs = await Promise.all([runOpenJob(), runOpenJob()]);
    const rerun = await runOpenJob();

    // Assess
    expect(stillSealed).toMatchObject({ sealed: true, unlockDate });
    expect(stillSealed).not.toHaveProperty('journalEntry');
    expect(opened).toMatchObject({ sealed: false, journalEntry: 'Open me on the day', tags: ['day'], emotionTone: 'grateful' });
    expect(before.notified).toBe(0);
    expect(runs[0].notified + runs[1].notified).toBe(1);
    expect(rerun.notified).toBe(0);
    const told = await capsuleNotifications(ava, photo);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(CAPSULE_MESSAGES.openTitle);
    expect(await capsuleNotifications(ben, photo)).toEqual([]);
  });
});

function cookieOf(who: Client): string {
  return [...who.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
