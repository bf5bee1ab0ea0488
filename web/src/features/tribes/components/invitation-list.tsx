import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { authorInitials, authorName } from '@shared/display';
import { TRIBE_EMOJIS } from '@shared/enums';
import { Avatar } from '@/components/ui/avatar/avatar';
import { useTribeInvitations } from '../api/get-tribe-invitations';
import { InvitationActions } from './invitation-actions';

/**
 * My Tribes' 'Invitations': the tribes other members invited the viewer's address to, newest first, each
 * with Accept and Decline. Shown only while there are any (a failed read shows nothing: the tribes stay usable).
 */
export function InvitationList() {
  const invitations = useTribeInvitations();
  if (!invitations.data?.length) return null;
  return (
    <section className="tribes-section invitations" aria-labelledby="tribe-invitations">
      <div className="tribes-section__heading">
        <h2 id="tribe-invitations">{TRIBE_SCREEN_MESSAGES.invitationsTitle}</h2>
        <p>{TRIBE_SCREEN_MESSAGES.invitationsLead}</p>
      </div>
      <ul className="invitation-list" aria-label={TRIBE_SCREEN_MESSAGES.invitationsTitle}>
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="invitation-row">
            <span className="invitation-row__emoji" aria-hidden="true">
              {TRIBE_EMOJIS[invitation.tribeType]}
            </span>
            <div className="invitation-row__text">
              <span className="invitation-row__name">{invitation.tribeName}</span>
              <span className="invitation-row__from">
                <Avatar src={invitation.owner.profileImageUrl} initials={authorInitials(invitation.owner)} alt="" size={20} />
                {TRIBE_SCREEN_MESSAGES.invitationFrom(authorName(invitation.owner))}
              </span>
            </div>
            <InvitationActions tribeId={invitation.tribeId} tribeName={invitation.tribeName} />
          </li>
        ))}
      </ul>
    </section>
  );
}
