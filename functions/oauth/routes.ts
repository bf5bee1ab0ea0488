/** The rows of the route table (functions/route-table.ts) that the oauth Lambda serves: sign-in with Google and GitHub. */
import { groupRoutes } from '../lib/http/route';

export const OAUTH_ROUTES = groupRoutes('oauth', {
  'GET /api/auth/google': 'public',
  'GET /api/auth/github': 'public',
  'GET /api/auth/callback': 'public',
});
