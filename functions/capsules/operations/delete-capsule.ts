import { CAPSULE_MESSAGES } from '../../../shared/messages/capsule';
import { deleteCapsule as removeCapsule, getOwnCapsule } from '../../data/photos/capsules';
import { NotFoundError } from '../../kernel/errors';
import { noContent } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';

/** Capsule ids are ULIDs; anything else cannot name one. */
const CAPSULE_ID = /^[0-9A-Za-z]{1,64}$/;

/** DELETE /api/memory-capsules/{id}: the owner's own capsule; anyone else's (or none) is 404, the same answer. */
export const deleteCapsule: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const id = pathParam(event, 'id');
  const capsule = CAPSULE_ID.test(id) ? await getOwnCapsule(me.user.id, id) : null;
  if (!capsule || !(await removeCapsule(capsule))) throw new NotFoundError(CAPSULE_MESSAGES.notFound);
  return noContent();
};
