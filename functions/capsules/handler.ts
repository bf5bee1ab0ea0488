/** The capsules Lambda: a member's memory capsules, written on their own photos and sealed until a date. */
import { createGroupHandler } from '../lib/http/group-handler';
import { createCapsule } from './operations/create-capsule';
import { deleteCapsule } from './operations/delete-capsule';
import { listCapsules } from './operations/list-capsules';
import { CAPSULES_GROUP } from './group';

export const handler = createGroupHandler(CAPSULES_GROUP, {
  'POST /api/memory-capsules': createCapsule,
  'GET /api/memory-capsules': listCapsules,
  'DELETE /api/memory-capsules/{id}': deleteCapsule,
});
