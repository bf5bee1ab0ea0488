/** The rows of the route table (functions/route-table.ts) that the content Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const CONTENT_ROUTES = groupRoutes('content', {
  'GET /api/announcements': 'public',
  'GET /api/weekly-features/current': 'session',
});
