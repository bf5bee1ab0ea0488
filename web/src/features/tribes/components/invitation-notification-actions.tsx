import type { Notification } from '@shared/schemas/social';
import { useTribeInvitations } from '../api/get-tribe-invitations';
import { InvitationActions } from './invitation-actions';

/**
 * Accept/Decline under a tribe invitation's notification, while that invitation still waits (once
 * answered, here or on My Tribes, the row is a plain notification again).
 */
export function InvitationNotificationActions({ notification }: { notification: Notification }) {
  const isInvitation = notification.type === 'tribe_invite' && Boolean(notification.tribeId);
  const invitations = useTribeInvitations({ enabled: isInvitation });
  const waiting = invitations.data?.find((invitation) => invitation.tribeId === notification.tribeId);
  return waiting ? <InvitationActions tribeId={waiting.tribeId} tribeName={waiting.tribeName} /> : null;
}
