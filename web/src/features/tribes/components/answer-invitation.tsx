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

const toMyTribes = <ButtonLink to={paths.app.tribes.getHref()}>Go to My Tribes</ButtonLink>;

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
        title={`You are in ${accept.data.name}`}
        text="You now see the photos its members share with it."
        action={<ButtonLink to={paths.app.tribeFeed.getHref()}>Open the tribe feed</ButtonLink>}
      />
    );
  }
  if (accept.isError) {
    const reason = isApiError(accept.error) ? accept.error.serverMessage : undefined;
    return <PageStateCard isError title="Failed to accept invitation" text={reason ?? 'Please try again.'} action={toMyTribes} />;
  }
  if (invitations.isPending || accept.isPending) return <PageLoading label="Opening the invitation..." />;
  if (!waiting) {
    return (
      <PageStateCard
        icon={<UsersIcon />}
        title="No invitation waiting"
        text="This invitation was answered or withdrawn, or it was sent to another address."
        action={toMyTribes}
      />
    );
  }
  return (
    <PageStateCard
      icon={<UsersIcon />}
      title={`Join ${waiting.tribeName}?`}
      text={`${authorName(waiting.owner)} invited you to their tribe.`}
      action={<InvitationActions tribeId={waiting.tribeId} tribeName={waiting.tribeName} />}
    />
  );
}
