/** The notifications Lambda: the bell's list, its unread count and marking read. */
import { createGroupHandler } from '../lib/http/group-handler';
import { getUnreadCount, listNotifications, readAllNotifications, readNotification } from './operations/notifications';
import { NOTIFICATIONS_GROUP } from './group';

export const handler = createGroupHandler(NOTIFICATIONS_GROUP, {
  'GET /api/notifications': listNotifications,
  'GET /api/notifications/unread-count': getUnreadCount,
  'PATCH /api/notifications/{id}/read': readNotification,
  'PATCH /api/notifications/read-all': readAllNotifications,
});
