/** The row of the route table (functions/route-table.ts) that the restyle Lambda serves: new AI text in a style, the one paid model call an API route makes. */
import { groupRoutes } from '../lib/http/route';

export const RESTYLE_ROUTES = groupRoutes('restyle', {
  'POST /api/photos/{id}/reanalyze': 'session',
});
