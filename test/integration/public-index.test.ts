/**
 * The public index as slim copies in groups and replicas (functions/data/photos/public-photos.ts).
 * Every reader sees the same public photos in the same order whatever replica they read, privacy changes
 * and deletes leave no copy behind (40 racing changes included).
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_INDEX } from '../../functions/data/keys/keys';
import { publicReplicaFor } from '../../functions/data/photos/public-photos';
import { idsOf } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { newMember, useDemoMembers } from './support/members';
import { tableItems } from './support/table';

const { app, ava, ben, chloe, ids } = useDemoMembers();

const copiesOf = async (photoId: string) =>
  (await tableItems()).filter((item) => String(item.PK).startsWith('PUBLIC#') && item.photoId === photoId);

const upload = async (colour: string, privacy: Record<string, unknown>) =>
  ((await uploadViaStorage(app, ava, [{ name: 'p.jpg', bytes: await jpegWithGps({ from: colour }) }], privacy)) as [string])[0];

describe('the public index', () => {
  it('lists the same public photos in the same order for readers of different replicas, page after page', async () => {
    await upload('#aa2200', { visibility: 'public' });
    await upload('#0022aa', { visibility: 'public' });
    // Readers of at least two different replicas (a member's replica is a hash of their id).
    const readers = [
      { client: ben, id: ids.ben },
      { client: chloe, id: ids.chloe },
    ];
    for (let i = 0; readers.every((r) => publicReplicaFor(r.id) === publicReplicaFor(ids.ben)) && i < 20; i += 1) {
      const { browser, id } = await newMember(app, `reader${i}@example.com`);
      readers.push({ client: browser, id });
    }
    expect(new Set(readers.map((r) => publicReplicaFor(r.id))).size).toBeGreaterThan(1);
    const pages = async (reader: (typeof readers)[number]['client']) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const reply = await reader.get(`/api/photos/public?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(reply.status).toBe(200);
        seen.push(...idsOf(reply.body));
        cursor = reply.headers.get('x-next-cursor');
      } while (cursor);
      return seen;
    };
    const lists = await Promise.all(readers.map((r) => pages(r.client)));
    expect(lists[0]!.length).toBeGreaterThanOrEqual(2);
    expect([...lists[0]!].sort().reverse()).toEqual(lists[0]);
    for (const list of lists) expect(list).toEqual(lists[0]);
  });

  it('keeps a copy in every replica exactly while the photo is public, and none once it is deleted', async () => {
    const photoId = await upload('#22aa55', { visibility: 'public' });
    expect(await copiesOf(photoId)).toHaveLength(PUBLIC_INDEX.replicas);
    await ava.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: 'private' } });
    expect(await copiesOf(photoId)).toHaveLength(0);
    expect(idsOf((await ben.get('/api/photos/public')).body)).not.toContain(photoId);
    await ava.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: 'public' } });
    expect(await copiesOf(photoId)).toHaveLength(PUBLIC_INDEX.replicas);
    expect(idsOf((await ben.get('/api/photos/public')).body)).toContain(photoId);
    // A member who is not the owner changes nothing.
    expect((await ben.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: 'private' } })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect(await copiesOf(photoId)).toHaveLength(PUBLIC_INDEX.replicas);
    expect((await ava.delete(`/api/photos/${photoId}`)).status).toBeLessThan(300);
    expect(await copiesOf(photoId)).toHaveLength(0);
  });

  it('ends 40 racing privacy changes with copies exactly when the photo ended public', async () => {
    const photoId = await upload('#5522aa', { visibility: 'private' });
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ava.patch(`/api/photos/${photoId}/privacy`, { privacy: { visibility: i % 2 ? 'public' : 'private' } }),
      ),
    );
    for (const reply of replies) expect(reply.status).toBeLessThan(500);
    const final = (await ava.get(`/api/photos/${photoId}`)).body.privacy.visibility;
    expect(await copiesOf(photoId)).toHaveLength(final === 'public' ? PUBLIC_INDEX.replicas : 0);
    expect(idsOf((await ben.get('/api/photos/public')).body).includes(photoId)).toBe(final === 'public');
  });
});
