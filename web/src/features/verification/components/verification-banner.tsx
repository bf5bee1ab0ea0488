import { AUTH_MESSAGES } from '@shared/messages/auth';
import { useState } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button/button';
import { MailIcon } from '@/components/ui/icons/mail';
import { XIcon } from '@/components/ui/icons/x';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import './verification.css';

/** Only email accounts whose address is not verified yet see the banner. */
export const needsEmailVerification = (user: Pick<PublicUser, 'authProvider' | 'emailVerified'>) =>
  user.authProvider === 'email' && !user.emailVerified;

export function VerificationBanner({ user }: { user: Pick<PublicUser, 'authProvider' | 'emailVerified' | 'email'> }) {
  const [dismissed, setDismissed] = useState(false);
  const { toast } = useToast();
  const resend = useResendVerification({
    mutationConfig: {
      onSuccess: () =>
        toast({
          title: AUTH_MESSAGES.verificationEmailSentTitle,
          description: AUTH_MESSAGES.verificationEmailSent,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: AUTH_MESSAGES.verificationEmailFailedTitle,
          description: errorMessage(error, AUTH_MESSAGES.verificationEmailFailed),
          variant: 'destructive',
        }),
    },
  });

  if (dismissed || !needsEmailVerification(user)) return null;
  return (
    <section className="verify-banner" aria-label={AUTH_MESSAGES.verificationBannerLabel} data-testid="verification-banner">
      <div className="container verify-banner__inner">
        <span className="verify-banner__icon" aria-hidden="true">
          <MailIcon />
        </span>
        <div className="verify-banner__text">
          <p className="verify-banner__title">{AUTH_MESSAGES.verifyBannerTitle}</p>
          <p className="verify-banner__body">
            {AUTH_MESSAGES.verifyBannerSentBefore} <strong>{user.email}</strong>
            {AUTH_MESSAGES.verifyBannerSentAfter}
          </p>
        </div>
        <div className="verify-banner__actions">
          <Button
            size="sm"
            variant="primary"
            isLoading={resend.isPending}
            loadingText={AUTH_MESSAGES.sending}
            onClick={() => resend.mutate({ email: user.email })}
          >
            {AUTH_MESSAGES.resendEmail}
          </Button>
          <button
            type="button"
            className="verify-banner__close"
            aria-label={AUTH_MESSAGES.dismissVerificationReminder}
            onClick={() => setDismissed(true)}
          >
            <XIcon />
          </button>
        </div>
      </div>
    </section>
  );
}
