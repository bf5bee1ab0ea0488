/** The rows of the route table (functions/route-table.ts) that the uploads Lambda serves: new photos, and the editor's saved copies. */
import { groupRoutes } from '../lib/http/route';

export const UPLOADS_ROUTES = groupRoutes('uploads', {
  'POST /api/photos/uploads': 'session',
  'POST /api/photos': 'session',
  'POST /api/photos/edit': 'session',
  'POST /api/photos/edit/uploads': 'session',
});
