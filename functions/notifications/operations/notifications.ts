import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import type { Notification } from '../../../shared/schemas/social';
import {
  listNotifications as readNotifications,
  markAllRead,
  markRead,
  unreadCount,
  type NotificationRecord,
} from '../../data/notifications';
import { getPhotos } from '../../data/photo';
import { memberTribeIds } from '../../data/tribe-membership';
import { NotFoundError } from '../../lib/errors';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { ok, page } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { canSee } from '../../lib/photos/visibility';

const present = (n: NotificationRecord): Notification => ({ ...n });

/**
 * Notifications about a photo are shown only while the viewer may still see that photo: a member
 * never learns of a photo made private after the fact (or deleted) through their bell.
 */
async function stillVisible(viewerId: string, notifications: NotificationRecord[]): Promise<NotificationRecord[]> {
  const photoIds = notifications.map((n) => n.photoId).filter((id): id is string => Boolean(id));
  if (!photoIds.length) return notifications;
  const [photos, tribes] = await Promise.all([getPhotos(photoIds), memberTribeIds(viewerId)]);
  const visible = new Set(photos.filter((p) => canSee(viewerId, p, tribes)).map((p) => p.id));
  return notifications.filter((n) => !n.photoId || visible.has(n.photoId));
}

/** GET /api/notifications: newest first, cursor paginated. */
export const listNotifications: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { notifications, more } = await readNotifications(me.user.id, readListQuery(event));
  const visible = await stillVisible(me.user.id, notifications);
  return page(visible.map(present), nextCursor(more, notifications[notifications.length - 1]?.id));
};

/** GET /api/notifications/unread-count: {count}, a COUNT Query on the index of unread ones. */
export const getUnreadCount: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  return ok({ count: await unreadCount(me.user.id) });
};

/** PATCH /api/notifications/{id}/read: marks one of the viewer's notifications read. */
export const readNotification: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  if (!(await markRead(me.user.id, pathParam(event, 'id')))) throw new NotFoundError(SOCIAL_MESSAGES.notificationNotFound);
  return ok({ count: await unreadCount(me.user.id) });
};

/** PATCH /api/notifications/read-all: marks every unread notification read. */
export const readAllNotifications: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const marked = await markAllRead(me.user.id);
  return ok({ marked, count: 0 });
};
