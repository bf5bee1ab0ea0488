/**
 * A tribe invitation to an address with no account turns into membership when that address signs in
 * for the first time with a verified email (sign-in refuses unverified ones, social ones are verified),
 * so nobody joins a tribe by signing up with someone else's address.
 */
import { TRIBE_MESSAGES } from '../../../shared/messages';
import { headerDisplayName } from '../../../shared/display';
import { putNotification } from '../../data/notifications';
import { addMember, getTribes, invitesFor, removeInvite } from '../../data/tribes';
import { getUsers } from '../../data/users';
import { AlreadyMemberError } from '../errors';
import { logger } from '../logger';

export async function claimInvitations(member: { id: string; email: string }): Promise<number> {
  const invitations = await invitesFor(member.email);
  if (!invitations.length) return 0;
  const [tribes, inviters] = await Promise.all([
    getTribes(invitations.map((i) => i.tribeId)),
    getUsers(invitations.map((i) => i.invitedBy)),
  ]);
  let joined = 0;
  for (const invitation of invitations) {
    const tribe = tribes.find((t) => t.id === invitation.tribeId);
    if (tribe && tribe.ownerId !== member.id) {
      try {
        await addMember(tribe.id, member.id);
        joined += 1;
        const owner = inviters.get(tribe.ownerId);
        await putNotification({
          userId: member.id,
          fromUserId: tribe.ownerId,
          photoId: null,
          type: 'tribe_added',
          title: TRIBE_MESSAGES.addedTitle,
          message: TRIBE_MESSAGES.added(owner ? headerDisplayName(owner) : 'Someone', tribe.name),
        });
      } catch (error) {
        if (!(error instanceof AlreadyMemberError)) throw error;
      }
    }
    await removeInvite(invitation.tribeId, member.email);
  }
  logger.info('tribes: invitations claimed', { userId: member.id, joined });
  return joined;
}
