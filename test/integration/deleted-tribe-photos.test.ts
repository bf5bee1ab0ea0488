/**
 * A photo shared only with tribes that were all deleted is private, and reads so to its owner: deleting a
 * custom tribe takes it out of every photo's privacy, through the same change a member makes.
 */
import { describe, expect, it } from 'vitest';
import { tribeOf, useDemoMembers } from './support/members';
import { jpegWithGps, uploadViaStorage } from './support/photos';

const { app, ava, ben } = useDemoMembers();

describe('photos of a deleted tribe', () => {
  it('makes a photo shared only with the deleted tribe private, and keeps the other tribes of one shared more widely', async () => {
    const crew = (await ava.post('/api/tribes', { name: 'Climbing crew' })).body as { id: string };
    const family = (await tribeOf(ava, 'family')) as { id: string };
    const [onlyCrew, crewAndFamily] = (await uploadViaStorage(app, ava, [
      { name: 'a.jpg', bytes: await jpegWithGps() },
      { name: 'b.jpg', bytes: await jpegWithGps({ from: '#123456' }) },
    ])) as [string, string];
    const share = (id: string, allowedTribes: string[]) =>
      ava.patch(`/api/photos/${id}/privacy`, { privacy: { visibility: 'tribes', allowedTribes } });
    expect((await share(onlyCrew, [crew.id])).status).toBe(200);
    expect((await share(crewAndFamily, [crew.id, family.id])).status).toBe(200);

    expect((await ava.delete(`/api/tribes/${crew.id}`)).status).toBe(204);

    expect((await ava.get(`/api/photos/${onlyCrew}`)).body.privacy).toMatchObject({ visibility: 'private', allowedTribes: [] });
    expect((await ava.get(`/api/photos/${crewAndFamily}`)).body.privacy).toMatchObject({
      visibility: 'tribes',
      allowedTribes: [family.id],
    });
    // Private means the owner only.
    expect((await ben.get(`/api/photos/${onlyCrew}`)).status).toBe(404);
  });

  it("takes the same deletion 40 times at once, and a non-owner's, as answers: the tribe gone once, its photo private, no 500", async () => {
    const hikers = (await ava.post('/api/tribes', { name: 'Hikers' })).body as { id: string };
    const [photo] = (await uploadViaStorage(app, ava, [{ name: 'c.jpg', bytes: await jpegWithGps({ from: '#654321' }) }])) as [string];
    expect(
      (await ava.patch(`/api/photos/${photo}/privacy`, { privacy: { visibility: 'tribes', allowedTribes: [hikers.id] } })).status,
    ).toBe(200);

    expect((await ben.delete(`/api/tribes/${hikers.id}`)).status).toBe(404);
    const answers = await Promise.all(Array.from({ length: 40 }, () => ava.delete(`/api/tribes/${hikers.id}`)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 204 || status === 404)).toBe(true);
    expect((await ava.get(`/api/photos/${photo}`)).body.privacy).toMatchObject({ visibility: 'private', allowedTribes: [] });
    expect(((await ava.get('/api/tribes')).body as { id: string }[]).some((tribe) => tribe.id === hikers.id)).toBe(false);
  });
});
