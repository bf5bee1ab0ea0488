import { useState } from 'react';
import type { PublicUser } from '@shared/schemas/user';
import { Button } from '@/components/ui/button/button';
import { MailIcon } from '@/components/ui/icons/mail';
import { XIcon } from '@/components/ui/icons/x';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import './verification.css';

/** Only email accounts whose address is not verified yet see the banner (SPEC.md section 6). */
export const needsEmailVerification = (user: Pick<PublicUser, 'authProvider' | 'emailVerified'>) =>
  user.authProvider === 'email' && !user.emailVerified;

export function VerificationBanner({ user }: { user: Pick<PublicUser, 'authProvider' | 'emailVerified' | 'email'> }) {
  const [dismissed, setDismissed] = useState(false);
  const { toast } = useToast();
  const resend = useResendVerification({
    mutationConfig: {
      onSuccess: () =>
        toast({ title: 'Email sent!', description: 'Please check your inbox for the verification link.', variant: 'success' }),
      onError: (error) =>
        toast({ title: 'Failed to send email', description: errorMessage(error, 'Failed to resend email'), variant: 'destructive' }),
    },
  });

  if (dismissed || !needsEmailVerification(user)) return null;
  return (
    <section className="verify-banner" aria-label="Email verification" data-testid="verification-banner">
      <div className="container verify-banner__inner">
        <span className="verify-banner__icon" aria-hidden="true">
          <MailIcon />
        </span>
        <div className="verify-banner__text">
          <p className="verify-banner__title">Please verify your email address</p>
          <p className="verify-banner__body">
            We sent a verification link to <strong>{user.email}</strong>. Verify it to keep your account secure.
          </p>
        </div>
        <div className="verify-banner__actions">
          <Button
            size="sm"
            variant="primary"
            isLoading={resend.isPending}
            loadingText="Sending..."
            onClick={() => resend.mutate({ email: user.email })}
          >
            Resend email
          </Button>
          <button
            type="button"
            className="verify-banner__close"
            aria-label="Dismiss verification reminder"
            onClick={() => setDismissed(true)}
          >
            <XIcon />
          </button>
        </div>
      </div>
    </section>
  );
}
