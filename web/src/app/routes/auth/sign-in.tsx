import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SOCIAL_SIGN_IN_ERRORS } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages/auth';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { takePendingInvitation } from '@/lib/pending-invitation';

/** What sign-up hands over (router state, so the address never sits in the URL or the history's text). */
export interface SignInState {
  email?: string;
}

/** Home, or the invitation the visitor accepted from its mail before they had an account. */
function afterSignIn(): string {
  const invitation = takePendingInvitation();
  return invitation ? paths.invitation.getHref(invitation, 'accept') : paths.home.getHref();
}

export function SignInRoute() {
  const navigate = useNavigate();
  const initialEmail = (useLocation().state as SignInState | null)?.email ?? '';
  const [params, setParams] = useSearchParams();
  const { toast } = useToast();
  const socialError = params.get('error');
  const socialFailed = socialError === SOCIAL_SIGN_IN_ERRORS.failed || socialError === SOCIAL_SIGN_IN_ERRORS.unverifiedEmail;
  const noticed = useRef(false);

  // /signin?error=social: the provider round trip failed; error=social-unverified: the provider has not
  // verified the account's email, so it cannot be matched to a member.
  useEffect(() => {
    if (!socialFailed || noticed.current) return;
    noticed.current = true;
    const description =
      socialError === SOCIAL_SIGN_IN_ERRORS.unverifiedEmail ? AUTH_MESSAGES.socialEmailUnverified : AUTH_MESSAGES.socialFailed;
    toast({ title: AUTH_SCREEN_MESSAGES.signInFailedTitle, description, variant: 'destructive' });
    setParams(
      (current) => {
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [socialFailed, socialError, toast, setParams]);

  return (
    <AuthLayout
      title={AUTH_SCREEN_MESSAGES.signInTitle}
      subtitle={AUTH_SCREEN_MESSAGES.signInSubtitle}
      footer={
        <>
          {AUTH_SCREEN_MESSAGES.noAccountYet} <Link to={paths.auth.signUp.getHref()}>{AUTH_SCREEN_MESSAGES.signUpLink}</Link>
        </>
      }
    >
      <SignInForm initialEmail={initialEmail} onSuccess={() => navigate(afterSignIn(), { replace: true })} />
    </AuthLayout>
  );
}
