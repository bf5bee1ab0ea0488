/**
 * A member's views count once per photo per day (50 reloads add one, and so do 40
 * parallel requests); the owner's own views never count; another day counts again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../../functions/kernel/clock';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { useDemoMembers } from './support/members';

const { app, ava, ben, chloe } = useDemoMembers();
let photo: string;

beforeAll(async () => {
  [photo] = (await uploadViaStorage(app, ava, [{ name: 'v.jpg', bytes: await jpegWithGps() }], { visibility: 'public' })) as [string];
}, 60_000);

const views = async () => (await ava.get(`/api/photos/${photo}`)).body.views as number;

describe('views', () => {
  it("does not count the owner's own views", async () => {
    for (let i = 0; i < 5; i += 1) await ava.get(`/api/photos/${photo}`);
    expect(await views()).toBe(0);
  });

  it('adds one view for 50 reloads by one member, and shows it to them at once', async () => {
    const first = await ben.get(`/api/photos/${photo}`);
    expect(first.body.views).toBe(1);
    for (let i = 0; i < 49; i += 1) expect((await ben.get(`/api/photos/${photo}`)).body.views).toBe(1);
    expect(await views()).toBe(1);
  });

  it('adds one view for 40 parallel requests by another member', async () => {
    await Promise.all(Array.from({ length: 40 }, () => chloe.get(`/api/photos/${photo}`)));
    expect(await views()).toBe(2);
  });

  it("counts the member's view again the next day", async () => {
    setClock({ now: () => new Date(Date.now() + 24 * 60 * 60_000) });
    try {
      await ben.get(`/api/photos/${photo}`);
      await ben.get(`/api/photos/${photo}`);
    } finally {
      setClock(systemClock);
    }
    expect(await views()).toBe(3);
  });
});
