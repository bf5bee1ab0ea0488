/** The rows of the route table (functions/route-table.ts) that the social Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const SOCIAL_ROUTES = groupRoutes('social', {
  'POST /api/photos/{id}/likes': 'session',
  'POST /api/photos/{id}/dislikes': 'session',
  'GET /api/photos/{id}/comments': 'session',
  'POST /api/photos/{id}/comments': 'session',
  'GET /api/users/{userId}/profile': 'session',
  'POST /api/users/{userId}/follow': 'session',
  'DELETE /api/users/{userId}/follow': 'session',
  // Issue 17: the profile's Following tab.
  'GET /api/users/{userId}/following': 'session',
});
