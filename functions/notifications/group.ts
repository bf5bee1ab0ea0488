/** The notifications group: the bell's list, its unread count and marking read. */
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import { pageHeaders } from '../lib/http/route-doc-parts';
import { notification, unreadCount } from '../../shared/schemas/social';
import { declareGroup } from '../lib/http/route';

export const NOTIFICATIONS_GROUP = declareGroup({
  name: 'notifications',
  access: { table: 'readWrite' },
  routes: {
    'GET /api/notifications': {
      auth: 'session',
      doc: () => ({
        summary: "The viewer's notifications, newest first",
        query: listQuery,
        answer: {
          status: 200,
          description: 'A page of notifications',
          schema: z.array(notification),
          headers: pageHeaders,
        },
      }),
    },
    'GET /api/notifications/unread-count': {
      auth: 'session',
      doc: () => ({
        summary: 'How many are unread',
        answer: { status: 200, description: 'The count', schema: unreadCount },
      }),
    },
    'PATCH /api/notifications/{id}/read': {
      auth: 'session',
      doc: () => ({
        summary: 'Mark one read',
        answer: { status: 200, description: 'The unread count', schema: unreadCount },
        errors: { 404: 'No such notification of the viewer' },
      }),
    },
    'PATCH /api/notifications/read-all': {
      auth: 'session',
      doc: () => ({ summary: 'Mark all read', answer: { status: 200, description: 'How many were marked' } }),
    },
  },
});
