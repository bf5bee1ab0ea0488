import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/constants';
import { SOCIAL_MESSAGES } from '../../../shared/messages';
import type { Notification } from '../../../shared/schemas/social';
import { listNotifications as readNotifications, markAllRead, markRead, unreadCount, type NotificationRecord } from '../../data/notifications';
import { getPhotos } from '../../data/photos';
import { memberTribeIds } from '../../data/tribe-membership';
import { NotFoundError } from '../../lib/errors';
import { decodeCursor, encodeCursor } from '../../lib/http/cursor';
import { ok, page } from '../../lib/http/respond';
import { parseQuery, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { canSee } from '../../lib/photos/visibility';

const listQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
const notificationCursor = z.object({ before: z.string().regex(/^[0-9A-Za-z]{1,64}$/) });

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
  const query = parseQuery(event, listQuery);
  const before = decodeCursor(query.cursor, notificationCursor)?.before;
  const { notifications, more } = await readNotifications(me.user.id, { before, limit: query.limit });
  const next = more && notifications.length ? encodeCursor({ before: notifications[notifications.length - 1]!.id }) : null;
  return page((await stillVisible(me.user.id, notifications)).map(present), next);
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
