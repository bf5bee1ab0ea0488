/** The rows of the route table (functions/route-table.ts) that the photos Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const PHOTOS_ROUTES = groupRoutes('photos', {
  'POST /api/photos/uploads': 'session',
  'POST /api/photos': 'session',
  'GET /api/photos': 'session',
  // Public so the landing page can ask; visitors get an empty list (public means every member).
  'GET /api/photos/trending': 'public',
  'GET /api/photos/{id}': 'session',
  'PATCH /api/photos/{id}/privacy': 'session',
  'POST /api/photos/{id}/reanalyze': 'session',
  'POST /api/photos/{id}/reanalyze/undo': 'session',
  'DELETE /api/photos/{id}': 'session',
  'GET /api/users/{userId}/photos': 'session',
  'GET /api/photos/following': 'session',
  'POST /api/photos/edit': 'session',
  'POST /api/photos/edit/uploads': 'session',
  'GET /api/photos/{id}/edit': 'session',
  'GET /api/photos/search': 'session',
  // Issue 17: the All Public tab (public photos only), the profile's Liked and Following tabs.
  'GET /api/photos/public': 'session',
  'GET /api/users/{userId}/liked-photos': 'session',
});
