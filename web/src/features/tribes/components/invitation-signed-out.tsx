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
      title="You are invited to a tribe"
      icon={<UsersIcon aria-hidden="true" />}
      subtitle={
        answer === 'accept'
          ? 'Create your account, or sign in, with the address the invitation was sent to. Once that address is verified and you sign in, you are in the tribe.'
          : 'Sign in with the address the invitation was sent to, to decline it.'
      }
    >
      <div className="invitation-signed-out">
        {answer === 'accept' ? (
          <ButtonLink to={paths.auth.signUp.getHref()} block>
            Create Account
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.auth.signIn.getHref()} variant={answer === 'accept' ? 'outline' : 'primary'} block>
          Sign In
        </ButtonLink>
      </div>
    </AuthLayout>
  );
}
