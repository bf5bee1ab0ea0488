import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { useState } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { LockIcon } from '@/components/ui/icons/lock';
import { MailIcon } from '@/components/ui/icons/mail';
import { CheckYourEmail, ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { SCENES } from '@/lib/artwork';

export function ForgotPasswordRoute() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');

  if (sentTo) {
    return (
      <AuthLayout title={AUTH_SCREEN_MESSAGES.checkEmailTitle} icon={<MailIcon />} scene={SCENES.alpine}>
        <CheckYourEmail
          email={sentTo}
          onSendAnother={() => {
            setLastEmail(sentTo);
            setSentTo(null);
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={AUTH_SCREEN_MESSAGES.forgotTitle}
      subtitle={AUTH_SCREEN_MESSAGES.forgotSubtitle}
      icon={<LockIcon />}
      scene={SCENES.alpine}
    >
      <ForgotPasswordForm initialEmail={lastEmail} onSent={setSentTo} />
    </AuthLayout>
  );
}
