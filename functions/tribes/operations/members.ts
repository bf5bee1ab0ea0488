import { INVITATION_STATUS } from '../../../shared/enums';
import { TRIBE_MESSAGES } from '../../../shared/messages/tribe';
import { countTowardsLimit } from '../../lib/rate-limits';
import { addTribeMemberBody } from '../../../shared/schemas/tribe';
import { isMemberOfAny, removeMember as dropMember } from '../../data/tribes/tribe-membership';
import { getUserByEmail } from '../../data/members/users';
import { addInvite, removeInvite } from '../../data/tribes/tribe-invitation';
import { getTribe } from '../../data/tribes/tribe';
import { clearMemberFeed } from '../../data/photos/tribe-fan-out';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ServiceUnavailableError } from '../../kernel/errors';
import { created, noContent } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { logger } from '../../kernel/logger';
import { sendMail } from '../../lib/mailer';
import { invitationMail } from '../invite-mail';
import { notifyInvitee } from '../invite-notification';
import { tribeAnswers } from '../tribe-answers';
import { loadOwnTribe, loadReadableTribe } from '../tribe-access';

/**
 * POST /api/tribes/{tribeId}/members {memberId: email}: the owner invites an address. The answer is the
 * same whether or not the address has an account (the tribe with the typed address 'Invited', never a
 * name or id); the person joins only by accepting. The day's allowance is taken before any write, and
 * every invited address gets the invitation mail (a member also gets the bell's notification).
 */
export const addMember: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { memberId: email } = parseJsonBody(event, addTribeMemberBody);
  const tribe = await loadOwnTribe(me.user.id, pathParam(event, 'tribeId'));
  if (email === me.user.email) throw new BadRequestError(TRIBE_MESSAGES.notYourself);
  await countTowardsLimit('tribe-invite', me.user.id);
  // Looked up for every address alike; only a current member (whom the owner sees listed) answers differently.
  const person = await getUserByEmail(email);
  if (person && (await isMemberOfAny(person.id, [tribe.id]))) throw new ConflictError(TRIBE_MESSAGES.alreadyMember);
  const outcome = await addInvite(tribe.id, email, me.user.id);
  if (outcome === 'already') throw new ConflictError(TRIBE_MESSAGES.alreadyInvited);
  if (outcome === 'full') throw new BadRequestError(TRIBE_MESSAGES.tribeFull);
  // Only the request that wrote the invitation mails it: 40 parallel adds of one address send one mail.
  try {
    await sendMail(invitationMail({ to: email, inviter: me.user, tribe }));
  } catch (error) {
    // An invitation the owner believes was mailed but was not would mislead them: take it back.
    logger.warn('invitation mail not sent', { tribeId: tribe.id, error: String(error) });
    await removeInvite(tribe.id, email);
    throw new ServiceUnavailableError(TRIBE_MESSAGES.inviteMailFailed);
  }
  if (person) await notifyInvitee({ invitee: person, tribe, inviter: me.user });
  const [presented] = await tribeAnswers(me.user.id, [(await getTribe(tribe.id)) ?? tribe]);
  return created({ ...presented!, invitation: { email, status: INVITATION_STATUS } });
};

/**
 * DELETE /api/tribes/{tribeId}/members/{memberId}: the owner removes a member (by id) or withdraws an
 * invitation (by address); a member may also leave. The removed member loses the tribe's photos at once.
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
  if (!memberId.includes('@')) await clearMemberFeed(tribe.id, memberId);
  return noContent();
};
