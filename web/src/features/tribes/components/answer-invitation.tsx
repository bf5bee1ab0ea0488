import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { TRIBE_MESSAGES } from '@shared/messages/tribe';
import { useEffect, useRef } from 'react';
import { authorName } from '@shared/display';
import { PageLoading, PageStateCard } from '@/components/layouts/page-state';
import { ButtonLink } from '@/components/ui/button/button';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import { UsersIcon } from '@/components/ui/icons/users';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useAcceptTribeInvitation } from '../api/answer-tribe-invitation';
import { useTribeInvitations } from '../api/get-tribe-invitations';
import { InvitationActions } from './invitation-actions';
import './invitations.css';

const toMyTribes = <ButtonLink to={paths.app.tribes.getHref()}>{TRIBE_SCREEN_MESSAGES.goToMyTribes}</ButtonLink>;

/**
 * A member opened an invitation mail's link. 'Accept' in the mail is the member's answer, so it is sent
 * once as the page opens; 'Decline' asks here first (both answers stay offered). An invitation that is
 * not (or no longer) the member's reads as answered, as the server answers 404 for another's.
 */
export function AnswerInvitation({ tribeId, answer }: { tribeId: string; answer: 'accept' | 'decline' }) {
  const invitations = useTribeInvitations();
  const accept = useAcceptTribeInvitation();
  const waiting = invitations.data?.find((invitation) => invitation.tribeId === tribeId);
  const sent = useRef(false);

  useEffect(() => {
    if (answer !== 'accept' || !waiting || sent.current) return;
    sent.current = true;
    accept.mutate({ tribeId: waiting.tribeId });
  }, [answer, waiting, accept]);

  if (accept.isSuccess) {
    return (
      <PageStateCard
        icon={<CheckCircleIcon />}
        title={TRIBE_SCREEN_MESSAGES.joinedTitle(accept.data.name)}
        text={TRIBE_SCREEN_MESSAGES.joined}
        action={<ButtonLink to={paths.app.tribeFeed.getHref()}>{TRIBE_SCREEN_MESSAGES.openTribeFeed}</ButtonLink>}
      />
    );
  }
  if (accept.isError) {
    const reason = isApiError(accept.error) ? accept.error.serverMessage : undefined;
    return (
      <PageStateCard
        isError
        title={TRIBE_MESSAGES.acceptFailedTitle}
        text={reason ?? TRIBE_SCREEN_MESSAGES.acceptFailed}
        action={toMyTribes}
      />
    );
  }
  if (invitations.isPending || accept.isPending) return <PageLoading label={TRIBE_SCREEN_MESSAGES.openingInvitation} />;
  if (!waiting) {
    return (
      <PageStateCard
        icon={<UsersIcon />}
        title={TRIBE_SCREEN_MESSAGES.noInvitationTitle}
        text={TRIBE_SCREEN_MESSAGES.noInvitation}
        action={toMyTribes}
      />
    );
  }
  return (
    <PageStateCard
      icon={<UsersIcon />}
      title={TRIBE_SCREEN_MESSAGES.joinTitle(waiting.tribeName)}
      text={TRIBE_SCREEN_MESSAGES.invitedYou(authorName(waiting.owner))}
      action={<InvitationActions tribeId={waiting.tribeId} tribeName={waiting.tribeName} />}
    />
  );
}
