import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_SIGNUP_MS } from '@shared/constants';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { SCENES } from '@/lib/artwork';

export function SignUpRoute() {
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);

  // After sign up: /signin after 3 s (SPEC.md section 4).
  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate(paths.auth.signIn.getHref()), REDIRECT_AFTER_SIGNUP_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Join the community and start sharing your story."
      scene={SCENES.seaside}
      footer={
        <>
          Already have an account? <Link to={paths.auth.signIn.getHref()}>Sign in</Link>
        </>
      }
    >
      <SignUpForm onSuccess={() => setCreated(true)} />
    </AuthLayout>
  );
}
