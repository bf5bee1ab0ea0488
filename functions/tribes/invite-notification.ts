/**
 * The bell of an invited address that has an account: one notification per tribe per invitee, ever (a
 * dedupe key), so withdrawing and re-inviting, or 200 tribes, cannot flood it. An address with no
 * account gets none: its invitations wait in the Invitations list of My Tribes after sign-up.
 */
import { headerDisplayName } from '../../shared/display';
import { TRIBE_MESSAGES } from '../../shared/messages/tribe';
import { putNotification } from '../data/community/new-notifications';
import { readOnceNotification } from '../data/community/notifications';
import type { TribeRecord } from '../data/tribes/tribe';
import type { UserRecord } from '../data/members/users';

export async function notifyInvitee(input: { invitee: UserRecord; tribe: TribeRecord; inviter: UserRecord }): Promise<void> {
  const person = input.invitee;
  await putNotification({
    userId: person.id,
    fromUserId: input.inviter.id,
    photoId: null,
    tribeId: input.tribe.id,
    type: 'tribe_invite',
    title: TRIBE_MESSAGES.invitedTitle,
    message: TRIBE_MESSAGES.invited(headerDisplayName(input.inviter), input.tribe.name),
    dedupeKey: inviteDedupeKey(input.tribe.id, person.id),
  });
}

const inviteDedupeKey = (tribeId: string, userId: string) => `tribe-invite#${tribeId}#${userId}`;

/** An answered invitation (from the bell, My Tribes or the mail) leaves its notification read, so the badge drops with the answer. */
export const markInvitationRead = (tribeId: string, userId: string): Promise<void> =>
  readOnceNotification(userId, inviteDedupeKey(tribeId, userId));
