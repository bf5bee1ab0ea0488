/** The notifications group: the bell's list, its unread count and marking read. */
import { declareGroup } from '../lib/http/route';

export const NOTIFICATIONS_GROUP = declareGroup({
  name: 'notifications',
  access: { table: 'readWrite' },
  routes: {
    'GET /api/notifications': 'session',
    'GET /api/notifications/unread-count': 'session',
    'PATCH /api/notifications/{id}/read': 'session',
    'PATCH /api/notifications/read-all': 'session',
  },
});
