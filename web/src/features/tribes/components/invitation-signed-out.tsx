import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { TRIBE_SCREEN_MESSAGES } from '@shared/messages/tribe-screens';
import { TRIBE_INVITE_MAIL } from '@shared/messages/tribe';
import { useEffect } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { ButtonLink } from '@/components/ui/button/button';
import { UsersIcon } from '@/components/ui/icons/users';
import { paths } from '@/config/paths';
import { rememberInvitation } from '@/lib/pending-invitation';
import './invitations.css';

/**
 * An invitation mail's link opened without a session. Accepting is remembered in this browser, so
 * signing in (after creating the account and verifying the address) finishes it; the server decides
 * whether the address signed in is the invited one.
 */
export function InvitationSignedOut({ tribeId, answer }: { tribeId: string; answer: 'accept' | 'decline' }) {
  useEffect(() => {
    if (answer === 'accept' && tribeId) rememberInvitation(tribeId);
  }, [answer, tribeId]);

  return (
    <AuthLayout
      title={TRIBE_INVITE_MAIL.title}
      icon={<UsersIcon aria-hidden="true" />}
      subtitle={
        answer === 'accept' ? TRIBE_SCREEN_MESSAGES.signedOutInvitationNewHere : TRIBE_SCREEN_MESSAGES.signedOutInvitationDecline
      }
    >
      <div className="invitation-signed-out">
        {answer === 'accept' ? (
          <ButtonLink to={paths.auth.signUp.getHref()} block>
            {AUTH_SCREEN_MESSAGES.createAccount}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.auth.signIn.getHref()} variant={answer === 'accept' ? 'outline' : 'primary'} block>
          {AUTH_SCREEN_MESSAGES.signIn}
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
