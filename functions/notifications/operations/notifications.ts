import { UNREAD_BADGE_CAP } from '../../../shared/constants';
import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import type { Notification } from '../../../shared/schemas/social';
import {
  getNotification,
  listNotifications as readNotifications,
  markAllRead,
  markRead,
  unreadNotificationPages,
  unreadNotifications,
  type NotificationRecord,
} from '../../data/community/notifications';
import { getPhotos } from '../../data/photos/photo';
import { memberTribeIds } from '../../data/tribes/tribe-membership';
import { NotFoundError } from '../../kernel/errors';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { ok, page } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { canSee } from '../../lib/photos/visibility';

const present = (n: NotificationRecord): Notification => ({ ...n });

/**
 * Notifications about a photo are shown only while the viewer may still see that photo: a member
 * never learns of a photo made private after the fact (or deleted) through their bell. The list, the
 * unread count and marking read all go through this one rule, so the bell agrees with itself.
 */
async function stillVisible<N extends { photoId: string | null }>(viewerId: string, notifications: N[]): Promise<N[]> {
  const photoIds = notifications.map((n) => n.photoId).filter((id): id is string => Boolean(id));
  if (!photoIds.length) return notifications;
  const [photos, tribes] = await Promise.all([getPhotos(photoIds), memberTribeIds(viewerId)]);
  const visible = new Set(photos.filter((p) => canSee(viewerId, p, tribes)).map((p) => p.id));
  return notifications.filter((n) => !n.photoId || visible.has(n.photoId));
}

/** The unread notifications the viewer is shown. */
const visibleUnread = async (viewerId: string) => stillVisible(viewerId, await unreadNotifications(viewerId));

/**
 * The bell counts what it shows, newest first, and stops one past the badge's cap: '99+' needs no more,
 * and a member with thousands unread costs each 30-second poll one page and its photos, not all of them.
 */
const COUNT_UP_TO = UNREAD_BADGE_CAP + 1;

async function visibleUnreadCount(viewerId: string): Promise<number> {
  let count = 0;
  for await (const unread of unreadNotificationPages(viewerId, COUNT_UP_TO)) {
    count += (await stillVisible(viewerId, unread)).length;
    if (count >= COUNT_UP_TO) return COUNT_UP_TO;
  }
  return count;
}

/** GET /api/notifications: newest first, cursor paginated. */
export const listNotifications: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { notifications, more } = await readNotifications(me.user.id, readListQuery(event));
  const visible = await stillVisible(me.user.id, notifications);
  return page(visible.map(present), nextCursor(more, notifications[notifications.length - 1]?.id));
};

/** GET /api/notifications/unread-count: {count} of the unread notifications the list shows, up to one past the badge's cap. */
export const getUnreadCount: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  return ok({ count: await visibleUnreadCount(me.user.id) });
};

/** PATCH /api/notifications/{id}/read: marks one of the viewer's notifications read; a hidden one is 404 like a missing one. */
export const readNotification: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const notification = await getNotification(me.user.id, pathParam(event, 'id'));
  const shown = notification ? await stillVisible(me.user.id, [notification]) : [];
  if (!shown.length || !(await markRead(me.user.id, shown[0]!.id))) throw new NotFoundError(SOCIAL_MESSAGES.notificationNotFound);
  return ok({ count: await visibleUnreadCount(me.user.id) });
};

/** PATCH /api/notifications/read-all: marks read every unread notification the viewer is shown. */
export const readAllNotifications: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const marked = await markAllRead(
    me.user.id,
    (await visibleUnread(me.user.id)).map((n) => n.id),
  );
  return ok({ marked, count: 0 });
};
