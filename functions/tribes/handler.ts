/** The tribes Lambda: a member's tribes, their members and invitations, and each tribe's feed. */
import { createGroupHandler } from '../lib/http/group-handler';
import { listTribes } from './operations/list-tribes';
import { createTribe, deleteTribe, renameTribe } from './operations/manage-tribe';
import { acceptInvitation, declineInvitation, listInvitations } from './operations/invitations';
import { addMember, removeMember } from './operations/members';
import { tribePhotos } from './operations/tribe-photos';
import { TRIBES_GROUP } from './group';

export const handler = createGroupHandler(TRIBES_GROUP, {
  'GET /api/tribes': listTribes,
  'POST /api/tribes': createTribe,
  'PATCH /api/tribes/{tribeId}': renameTribe,
  'DELETE /api/tribes/{tribeId}': deleteTribe,
  'POST /api/tribes/{tribeId}/members': addMember,
  'DELETE /api/tribes/{tribeId}/members/{memberId}': removeMember,
  'GET /api/tribes/{tribeId}/photos': tribePhotos,
  'GET /api/tribes/invitations': listInvitations,
  'POST /api/tribes/{tribeId}/accept': acceptInvitation,
  'POST /api/tribes/{tribeId}/decline': declineInvitation,
});
