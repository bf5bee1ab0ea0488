import { headerDisplayName } from '../../../shared/display';
import { TRIBE_MESSAGES } from '../../../shared/messages';
import { addTribeMemberBody } from '../../../shared/schemas/tribe';
import { putNotification } from '../../data/notifications';
import { addInvite, addMember as storeMember, getTribe, removeInvite, removeMember as dropMember } from '../../data/tribes';
import { getUserByEmail } from '../../data/users';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { created, noContent } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { presentTribes } from '../present-tribe';
import { loadOwnTribe, loadReadableTribe } from '../tribe-access';

/**
 * POST /api/tribes/{tribeId}/members {memberId: email}: a member joins at once and is notified; an
 * address with no account yet is kept pending and joins at its first verified sign-in.
 */
export const addMember: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { memberId: email } = parseJsonBody(event, addTribeMemberBody);
  const tribe = await loadOwnTribe(me.user.id, pathParam(event, 'tribeId'));
  if (email === me.user.email) throw new BadRequestError(TRIBE_MESSAGES.notYourself);
  const person = await getUserByEmail(email);
  // Already in (or already invited): AlreadyMemberError, which the error responder answers 409.
  if (person) {
    await storeMember(tribe.id, person.id);
    await putNotification({
      userId: person.id,
      fromUserId: me.user.id,
      photoId: null,
      type: 'tribe_added',
      title: TRIBE_MESSAGES.addedTitle,
      message: TRIBE_MESSAGES.added(headerDisplayName(me.user), tribe.name),
    });
  } else {
    await addInvite(tribe.id, email, me.user.id);
  }
  const [presented] = await presentTribes(me.user.id, [(await getTribe(tribe.id))!]);
  return created(presented);
};

/**
 * DELETE /api/tribes/{tribeId}/members/{memberId}: the owner removes a member (by id) or a pending
 * address; a member may also leave. The removed member loses the tribe's photos at once.
 */
export const removeMember: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribeId = pathParam(event, 'tribeId');
  const memberId = pathParam(event, 'memberId');
  const tribe = await loadReadableTribe(me.user.id, tribeId);
  const leaving = memberId === me.user.id;
  if (tribe.role !== 'owner' && !leaving) throw new ForbiddenError(TRIBE_MESSAGES.ownerOnly);
  const removed = memberId.includes('@') ? await removeInvite(tribe.id, memberId.toLowerCase()) : await dropMember(tribe.id, memberId);
  if (!removed) throw new NotFoundError(TRIBE_MESSAGES.memberNotFound);
  return noContent();
};
