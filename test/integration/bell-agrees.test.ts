/**
 * The bell agrees with itself. After a photo turns private, its notification is gone
 * from the list, from the unread count and from marking read (404 like a missing one), and read-all
 * counts only what the list shows; when the photo is shared again, the notification comes back unread.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { putNotification } from '../../functions/data/community/new-notifications';
import { UNREAD_BADGE_CAP } from '../../shared/constants';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers, type Client } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();
let family: string;

beforeAll(async () => {
  family = await benInAvasFamily(ids);
  await ben.patch('/api/notifications/read-all');
});

const unread = async (who: Client) => (await who.get('/api/notifications/unread-count')).body.count as number;
const listed = async (who: Client) =>
  (await who.get('/api/notifications?limit=100')).body as { id: string; photoId: string | null; isRead: boolean }[];
const familyPhoto = async () =>
  (
    await uploadViaStorage(app, ava, [{ name: 'f.jpg', bytes: await jpegWithGps() }], {
      visibility: 'tribes',
      allowedTribes: [family],
    })
  )[0]!;
const privacy = (photoId: string, body: Record<string, unknown>) =>
  ava.request('PATCH', `/api/photos/${photoId}/privacy`, { privacy: body });

describe('a notification about a photo that turned private', () => {
  it('leaves the list, the unread count and marking read together, and comes back when shared again', async () => {
    const [hidden, kept] = [await familyPhoto(), await familyPhoto()];
    const notificationOf = async (photoId: string) => (await listed(ben)).find((n) => n.photoId === photoId);
    const hiddenNote = (await notificationOf(hidden))!;
    expect(hiddenNote).toMatchObject({ isRead: false });
    expect(await unread(ben)).toBe(2);

    expect((await privacy(hidden, { visibility: 'private' })).status).toBe(200);
    expect(await notificationOf(hidden)).toBeUndefined();
    expect(await unread(ben)).toBe(1);
    const refused = await ben.patch(`/api/notifications/${hiddenNote.id}/read`);
    expect(refused).toMatchObject({ status: 404, body: { message: 'Notification not found' } });

    const allRead = await ben.patch('/api/notifications/read-all');
    expect(allRead.body).toEqual({ marked: 1, count: 0 });
    expect(await unread(ben)).toBe(0);
    expect((await notificationOf(kept))!.isRead).toBe(true);

    // Shared again: the member never saw it, so it is unread again, and the three views still agree.
    expect((await privacy(hidden, { visibility: 'tribes', allowedTribes: [family] })).status).toBe(200);
    expect((await notificationOf(hidden))!.isRead).toBe(false);
    expect(await unread(ben)).toBe(1);
    expect((await ben.patch(`/api/notifications/${hiddenNote.id}/read`)).body).toEqual({ count: 0 });
  });

  it('a deleted photo’s notification is not counted, and another member’s notification is 404', async () => {
    const photo = await familyPhoto();
    const note = (await listed(ben)).find((n) => n.photoId === photo)!;
    expect(await unread(ben)).toBe(1);
    expect((await ava.delete(`/api/photos/${photo}`)).status).toBeLessThan(300);
    expect(await unread(ben)).toBe(0);
    expect((await ben.patch(`/api/notifications/${note.id}/read`)).status).toBe(404);
    expect((await chloe.patch(`/api/notifications/${note.id}/read`)).status).toBe(404);
  });

  it('hostile ids and forty parallel reads answer 404 or 200, never a 500', async () => {
    for (const id of ['A'.repeat(3000), '%00', '..', 'NOTIF%23x', "' OR 1=1 --"]) {
      expect((await ben.patch(`/api/notifications/${id}/read`)).status, id).toBeLessThan(500);
    }
    const photo = await familyPhoto();
    const note = (await listed(ben)).find((n) => n.photoId === photo)!;
    const replies = await Promise.all(Array.from({ length: 40 }, () => ben.patch(`/api/notifications/${note.id}/read`)));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    expect(await unread(ben)).toBe(0);
  });
});

describe('the count a member with many unread notifications is polled for', () => {
  /** Notifications to Chloé as the app writes them, about `photoId` (none: a new follower, say). */
  const notifyChloe = async (count: number, photoId: string | null) => {
    for (let i = 0; i < count; i += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, count - i) }, () =>
          putNotification({ userId: ids.chloe, fromUserId: ids.ava, photoId, type: 'new_follower', title: 't', message: 'm' }),
        ),
      );
    }
  };

  it('stops one past the badge cap, which still reads 99+, and read-all still marks every one', async () => {
    await chloe.patch('/api/notifications/read-all');
    await notifyChloe(UNREAD_BADGE_CAP + 60, null);
    expect(await unread(chloe)).toBe(UNREAD_BADGE_CAP + 1);
    expect((await chloe.patch('/api/notifications/read-all')).body).toEqual({ marked: UNREAD_BADGE_CAP + 60, count: 0 });
    expect(await unread(chloe)).toBe(0);
  });

  it('is exact under the cap even when the newest pages are all about a photo she may not see', async () => {
    const [hidden] = (await uploadViaStorage(app, ava, [{ name: 'p.jpg', bytes: await jpegWithGps() }], {
      visibility: 'private',
    })) as [string];
    await notifyChloe(3, null);
    await notifyChloe(UNREAD_BADGE_CAP * 2, hidden);
    expect(await unread(chloe)).toBe(3);
  });
});
