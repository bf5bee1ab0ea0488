import { useParams, useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { AnswerInvitation } from '@/features/tribes/components/answer-invitation';
import { InvitationSignedOut } from '@/features/tribes/components/invitation-signed-out';
import { useUser } from '@/lib/auth';
import { MemberShell } from '@/app/shells';

/**
 * /invitations/:tribeId?answer=accept|decline: where an invitation mail's links land. A member answers
 * here; a visitor is asked to sign in or create an account with the invited address first.
 */
export function InvitationRoute() {
  const { user, isPending } = useUser();
  const tribeId = useParams().tribeId ?? '';
  const answer = useSearchParams()[0].get('answer') === 'decline' ? 'decline' : 'accept';
  if (isPending) return <LoadingScreen />;
  if (!user) return <InvitationSignedOut tribeId={tribeId} answer={answer} />;
  return (
    <MemberShell>
      <title>{`Tribe invitation · ${PRODUCT_NAME}`}</title>
      <AnswerInvitation tribeId={tribeId} answer={answer} />
    </MemberShell>
  );
}
