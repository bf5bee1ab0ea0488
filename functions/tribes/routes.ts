/** The rows of the route table (functions/route-table.ts) that the tribes Lambda serves. */
import { groupRoutes } from '../lib/http/route';

export const TRIBES_ROUTES = groupRoutes('tribes', {
  'GET /api/tribes': 'session',
  'POST /api/tribes': 'session',
  'PATCH /api/tribes/{tribeId}': 'session',
  'DELETE /api/tribes/{tribeId}': 'session',
  'POST /api/tribes/{tribeId}/members': 'session',
  'DELETE /api/tribes/{tribeId}/members/{memberId}': 'session',
  'GET /api/tribes/{tribeId}/photos': 'session',
  'GET /api/tribes/invitations': 'session',
  'POST /api/tribes/{tribeId}/accept': 'session',
  'POST /api/tribes/{tribeId}/decline': 'session',
});
