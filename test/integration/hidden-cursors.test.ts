/**
 * Hidden means hidden, also in cursors. Every paged list whose pages are cut from items
 * the viewer may not see answers cursors that reveal nothing (no id, no JSON), cannot be edited, and
 * work only for the member they were given to; walking them lists exactly what the viewer may see.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { updateAnalysisText } from '../../functions/data/photos/photo-analysis';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers, type Client } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();

let family: string;
/** Every photo id in the test, hidden from Ben or not: none may appear in a cursor's bytes. */
const allPhotoIds: string[] = [];
const visibleToBen = { avaPublic: [] as string[], avaFamily: [] as string[] };

async function photo(who: Client, privacy: Record<string, unknown>, title: string): Promise<string> {
  const [id] = (await uploadViaStorage(app, who, [{ name: 'p.jpg', bytes: await jpegWithGps() }], privacy)) as [string];
  await updateAnalysisText(id, { title, description: '', tags: [], mood: 'calm', style: 'witty' });
  allPhotoIds.push(id);
  return id;
}

beforeAll(async () => {
  family = await benInAvasFamily(ids);
  // Oldest first: public and family photos, then private ones on top, so a page of one ends on hidden ones.
  for (let i = 0; i < 2; i += 1) visibleToBen.avaPublic.push(await photo(ava, { visibility: 'public' }, `Walrus public ${i}`));
  for (let i = 0; i < 2; i += 1)
    visibleToBen.avaFamily.push(await photo(ava, { visibility: 'tribes', allowedTribes: [family] }, `Walrus family ${i}`));
  for (let i = 0; i < 3; i += 1) await photo(ava, { visibility: 'private' }, `Walrus private ${i}`);
  for (let i = 0; i < 2; i += 1) await photo(chloe, { visibility: 'private' }, `Walrus chloe ${i}`);
  for (const id of visibleToBen.avaPublic) await ben.post(`/api/photos/${id}/likes`);
  await ben.post(`/api/users/${ids.ava}/follow`);
  await ben.post(`/api/users/${ids.chloe}/follow`);
}, 120_000);

/** A cursor must say nothing: not JSON, and no photo or member id in its bytes, whatever the encoding. */
function expectOpaque(cursor: string) {
  const decoded = Buffer.from(cursor, 'base64url').toString('latin1');
  expect(() => JSON.parse(decoded)).toThrow();
  for (const text of [cursor, decoded]) {
    expect(text).not.toMatch(/before|rank/);
    for (const id of [...allPhotoIds, ids.ava, ids.ben, ids.chloe]) expect(text).not.toContain(id);
  }
}

/** Walks a list one item a page; every cursor checked; the ids seen (photos or members). */
async function walk(who: Client, path: string): Promise<{ seen: string[]; cursors: string[] }> {
  const seen: string[] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 40; pages += 1) {
    const reply = await who.get(`${path}${path.includes('?') ? '&' : '?'}limit=1${cursor ? `&cursor=${cursor}` : ''}`);
    expect(reply.status, path).toBe(200);
    seen.push(...(reply.body as { id?: string; user?: { id: string } }[]).map((item) => item.id ?? item.user!.id));
    cursor = reply.headers.get('x-next-cursor');
    if (!cursor) break;
    expectOpaque(cursor);
    cursors.push(cursor);
  }
  return { seen, cursors };
}

describe('cursors of every list cut from items the viewer may not see', () => {
  const lists = () => [
    { name: 'a member’s photos', path: `/api/users/${ids.ava}/photos` },
    { name: 'the feed', path: '/api/photos' },
    { name: 'all public', path: '/api/photos/public' },
    { name: 'the Following tab', path: '/api/photos/following' },
    { name: 'the Liked tab', path: `/api/users/${ids.ben}/liked-photos` },
    { name: 'a tribe feed', path: `/api/tribes/${family}/photos` },
    { name: 'search', path: '/api/photos/search?q=walrus' },
    { name: 'the members a profile follows', path: `/api/users/${ids.ben}/following` },
  ];

  it('reveal no id, and walking them shows only what the viewer may see', async () => {
    const hidden = allPhotoIds.filter((id) => ![...visibleToBen.avaPublic, ...visibleToBen.avaFamily].includes(id));
    for (const { name, path } of lists()) {
      const { seen, cursors } = await walk(ben, path);
      for (const id of hidden) expect(seen, name).not.toContain(id);
      if (name !== 'the members a profile follows') expect(seen.length, name).toBeGreaterThan(0);
      expect(cursors.length, `${name} pages`).toBeGreaterThan(0);
    }
    const owned = await walk(ben, `/api/users/${ids.ava}/photos`);
    expect(new Set(owned.seen)).toEqual(new Set([...visibleToBen.avaPublic, ...visibleToBen.avaFamily]));
  });

  it('refuse an edited cursor, another member’s cursor and a plain JSON cursor with 400', async () => {
    for (const { name, path } of lists()) {
      const first = await ava.get(`${path}${path.includes('?') ? '&' : '?'}limit=1`);
      const cursor = first.headers.get('x-next-cursor');
      if (!cursor) continue;
      const join = path.includes('?') ? '&' : '?';
      const bytes = Buffer.from(cursor, 'base64url');
      bytes[bytes.length - 1]! ^= 1;
      for (const bad of [
        bytes.toString('base64url'),
        Buffer.from(JSON.stringify({ before: allPhotoIds[0] })).toString('base64url'),
        cursor.slice(0, -4),
      ]) {
        expect((await ava.get(`${path}${join}cursor=${bad}`)).body, name).toEqual({ message: 'Invalid cursor' });
      }
      // Ava's cursor is hers: another member sending it gets the same 400 (before any other check).
      expect((await chloe.get(`${path}${join}cursor=${cursor}`)).body, name).toEqual({ message: 'Invalid cursor' });
    }
  });

  it('answer forty parallel pages alike, never a 500', async () => {
    const first = await ben.get(`/api/users/${ids.ava}/photos?limit=1`);
    const cursor = first.headers.get('x-next-cursor')!;
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => ben.get(`/api/users/${ids.ava}/photos?limit=1&cursor=${cursor}`)),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => JSON.stringify(r.body.map((p: { id: string }) => p.id)))).size).toBe(1);
  });
});
