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
});
