/** The rows of the route table (functions/route-table.ts) that the shares Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const SHARES_ROUTES = groupRoutes('shares', {
  'POST /api/silent-shares': 'session',
  'GET /api/silent-shares': 'session',
  'DELETE /api/silent-shares/{id}': 'session',
  // Public: the recipient of a private link needs no account.
  'GET /api/shares/{link}': 'public',
});
