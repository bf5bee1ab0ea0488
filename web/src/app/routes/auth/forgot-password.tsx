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
      <AuthLayout title="Check Your Email" icon={<MailIcon />} scene={SCENES.alpine}>
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
      title="Forgot your password?"
      subtitle="Enter the email address you signed up with and we'll send you a link to choose a new password."
      icon={<LockIcon />}
      scene={SCENES.alpine}
    >
      <ForgotPasswordForm initialEmail={lastEmail} onSent={setSentTo} />
    </AuthLayout>
  );
}
