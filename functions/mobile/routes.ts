/** The rows of the route table (functions/route-table.ts) that the mobile Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const MOBILE_ROUTES = groupRoutes('mobile', {
  // Mobile apps: keys are managed in the browser, the rest is called with a key.
  'POST /api/mobile/generate-key': 'session',
  'GET /api/mobile/keys': 'session',
  'DELETE /api/mobile/keys/{id}': 'session',
  'GET /api/mobile/status': 'apiKey',
  'POST /api/mobile/upload': 'apiKey',
  'POST /api/mobile/uploads': 'apiKey',
});
