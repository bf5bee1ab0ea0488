import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_SIGNUP_MS } from '@shared/constants';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { SCENES } from '@/lib/artwork';
import type { SignInState } from './sign-in';

export function SignUpRoute() {
  const navigate = useNavigate();
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);

  // After sign up: /signin after 3 s.
  useEffect(() => {
    if (createdEmail === null) return;
    const timer = window.setTimeout(
      () => navigate(paths.auth.signIn.getHref(), { state: { email: createdEmail } satisfies SignInState }),
      REDIRECT_AFTER_SIGNUP_MS,
    );
    return () => window.clearTimeout(timer);
  }, [createdEmail, navigate]);

  return (
    <AuthLayout
      title={AUTH_SCREEN_MESSAGES.signUpTitle}
      subtitle={AUTH_SCREEN_MESSAGES.signUpSubtitle}
      scene={SCENES.seaside}
      footer={
        <>
          {AUTH_SCREEN_MESSAGES.haveAccount} <Link to={paths.auth.signIn.getHref()}>{AUTH_SCREEN_MESSAGES.signInLink}</Link>
        </>
      }
    >
      <SignUpForm onSuccess={setCreatedEmail} />
    </AuthLayout>
  );
}
