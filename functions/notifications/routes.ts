/** The rows of the route table (functions/route-table.ts) that the notifications Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const NOTIFICATIONS_ROUTES = groupRoutes('notifications', {
  'GET /api/notifications': 'session',
  'GET /api/notifications/unread-count': 'session',
  'PATCH /api/notifications/{id}/read': 'session',
  'PATCH /api/notifications/read-all': 'session',
});
