import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { signInBody } from '@shared/schemas/auth';
import { welcomeBackName } from '@shared/display';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button/button';
import { LockIcon } from '@/components/ui/icons/lock';
import { PasswordInput, EmailInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { signInErrorMessage, useSignIn } from '../api/sign-in';
import { SocialButtons } from './social-buttons';
import './auth-forms.css';

export function SignInForm({ onSuccess, initialEmail = '' }: { onSuccess: (user: PublicUser) => void; initialEmail?: string }) {
  const { toast } = useToast();
  const [needsVerification, setNeedsVerification] = useState(false);
  const form = useZodForm(signInBody, { email: initialEmail, password: '' });
  const signIn = useSignIn({
    mutationConfig: {
      onSuccess: ({ user, notice }) => {
        // A notice (our mail to the member stopped, say) rides on the welcome: one toast at a time.
        toast({ title: AUTH_SCREEN_MESSAGES.welcomeBack(welcomeBackName(user)), description: notice, variant: 'success' });
        onSuccess(user);
      },
      onError: (error) => {
        setNeedsVerification(isApiError(error, 403));
        toast({ title: AUTH_SCREEN_MESSAGES.signInFailedTitle, description: signInErrorMessage(error), variant: 'destructive' });
      },
    },
  });

  return (
    <>
      <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => signIn.mutate(data))}>
        <EmailInput {...form.field('email')} />
        <PasswordInput
          label={AUTH_SCREEN_MESSAGES.passwordLabel}
          autoComplete="current-password"
          placeholder={AUTH_SCREEN_MESSAGES.currentPasswordPlaceholder}
          leadingIcon={<LockIcon />}
          labelAside={
            <Link className="auth-form__link" to={paths.auth.forgotPassword.getHref()}>
              {AUTH_SCREEN_MESSAGES.forgotPasswordLink}
            </Link>
          }
          {...form.field('password')}
        />
        {needsVerification ? (
          <p className="auth-note auth-note--warning">
            {AUTH_SCREEN_MESSAGES.emailNotVerifiedYet}{' '}
            <Link to={paths.auth.verifyEmail.getHref()}>{AUTH_SCREEN_MESSAGES.sendNewVerificationLink}</Link>
          </p>
        ) : null}
        <Button type="submit" size="lg" block isLoading={signIn.isPending} loadingText={AUTH_SCREEN_MESSAGES.signingIn}>
          {AUTH_SCREEN_MESSAGES.signIn}
        </Button>
      </form>
      <div className="auth-divider">{AUTH_SCREEN_MESSAGES.orContinueWith}</div>
      <SocialButtons />
    </>
  );
}
