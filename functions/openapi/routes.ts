/** The rows of the route table (functions/route-table.ts) that the openapi Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const OPENAPI_ROUTES = groupRoutes('openapi', {
  'GET /api/openapi.json': 'public',
});
