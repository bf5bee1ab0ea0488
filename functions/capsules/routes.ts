/** The rows of the route table (functions/route-table.ts) that the capsules Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const CAPSULES_ROUTES = groupRoutes('capsules', {
  'POST /api/memory-capsules': 'session',
  'GET /api/memory-capsules': 'session',
  'DELETE /api/memory-capsules/{id}': 'session',
});
