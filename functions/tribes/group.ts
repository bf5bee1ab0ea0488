/** The tribes group: a member's tribes, their members and invitations, and each tribe's feed. */
import { declareGroup } from '../lib/http/route';

export const TRIBES_GROUP = declareGroup({
  name: 'tribes',
  // The invitation mail goes to every invited address.
  access: { table: 'readWrite', mail: true, signsMedia: true },
  routes: {
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
  },
});
