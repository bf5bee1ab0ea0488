import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { REDIRECT_AFTER_VERIFY_MS } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages/auth';
import { resendVerificationBody } from '@shared/schemas/auth';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import { MailIcon } from '@/components/ui/icons/mail';
import { EmailInput } from '@/components/ui/input/input';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { currentUserQueryOptions } from '@/lib/auth';
import { useZodForm } from '@/lib/form';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyEmail } from '../api/verify-email';
import './verification.css';

/**
 * /verify-email?token=...: verifies once on arrival (even under StrictMode), then goes to /signin
 * after 2 s. Without a token, or when the link fails, it offers to send a new link.
 */
export function VerifyEmailScreen({ token, onVerified }: { token: string | null; onVerified: () => void }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail({
    mutationConfig: {
      onSuccess: ({ alreadyVerified }) => {
        toast(
          alreadyVerified
            ? { title: AUTH_SCREEN_MESSAGES.alreadyVerifiedTitle, description: AUTH_MESSAGES.verifyAlready, variant: 'success' }
            : {
                title: AUTH_SCREEN_MESSAGES.emailVerifiedTitle,
                description: AUTH_SCREEN_MESSAGES.emailVerifiedToast,
                variant: 'success',
              },
        );
        void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
      },
      onError: () => {
        toast({
          title: AUTH_SCREEN_MESSAGES.verificationFailedTitle,
          description: AUTH_MESSAGES.verifyInvalid,
          variant: 'destructive',
        });
      },
    },
  });
  const verifiedToken = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || verifiedToken.current === token) return;
    verifiedToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  const redirectAfterVerify = useEffectEvent(() => onVerified());
  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = window.setTimeout(() => redirectAfterVerify(), REDIRECT_AFTER_VERIFY_MS);
    return () => window.clearTimeout(timer);
  }, [verify.isSuccess]);

  if (!token) {
    return (
      <AuthLayout
        title={AUTH_SCREEN_MESSAGES.verifyTitle}
        subtitle={AUTH_SCREEN_MESSAGES.verifySubtitle}
        icon={<MailIcon />}
        footer={<BackToSignIn />}
      >
        <ResendVerificationForm />
      </AuthLayout>
    );
  }

  if (verify.isSuccess) {
    return (
      <AuthLayout
        title={verify.data.alreadyVerified ? AUTH_SCREEN_MESSAGES.alreadyVerifiedTitle : AUTH_SCREEN_MESSAGES.emailVerifiedTitle}
        subtitle={
          verify.data.alreadyVerified ? AUTH_SCREEN_MESSAGES.alreadyVerifiedRedirect : AUTH_SCREEN_MESSAGES.emailVerifiedRedirect
        }
        icon={<CheckCircleIcon />}
      >
        <ButtonLink to={paths.auth.signIn.getHref()} size="lg" block>
          {AUTH_SCREEN_MESSAGES.signInNow}
        </ButtonLink>
      </AuthLayout>
    );
  }

  if (verify.isError) {
    return (
      <AuthLayout
        title={AUTH_SCREEN_MESSAGES.verificationFailedTitle}
        subtitle={AUTH_MESSAGES.verifyInvalid}
        icon={<AlertCircleIcon />}
        footer={<BackToSignIn />}
      >
        <p className="auth-note">{AUTH_SCREEN_MESSAGES.verificationFailedNote}</p>
        <div className="verify-resend">
          <ResendVerificationForm />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={AUTH_SCREEN_MESSAGES.verifyingTitle}
      subtitle={AUTH_SCREEN_MESSAGES.verifyingSubtitle}
      icon={<Spinner size="md" label={AUTH_SCREEN_MESSAGES.verifyingLabel} />}
    />
  );
}

function BackToSignIn() {
  return (
    <>
      {AUTH_SCREEN_MESSAGES.alreadyVerifiedQuestion} <Link to={paths.auth.signIn.getHref()}>{AUTH_SCREEN_MESSAGES.signInLink}</Link>
    </>
  );
}

export function ResendVerificationForm() {
  const { toast } = useToast();
  const form = useZodForm(resendVerificationBody, { email: '' });
  const resend = useResendVerification({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: AUTH_MESSAGES.verificationEmailSentTitle,
          description: AUTH_MESSAGES.verificationEmailSent,
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: AUTH_SCREEN_MESSAGES.resendFailedTitle,
          description: AUTH_SCREEN_MESSAGES.resendFailed,
          variant: 'destructive',
        }),
    },
  });
  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => resend.mutate(data))}>
      <EmailInput {...form.field('email')} />
      <Button type="submit" size="lg" block isLoading={resend.isPending} loadingText={AUTH_MESSAGES.sending}>
        {AUTH_SCREEN_MESSAGES.sendVerificationEmail}
      </Button>
    </form>
  );
}
