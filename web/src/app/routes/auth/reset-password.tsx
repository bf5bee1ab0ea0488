import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { CheckCircleIcon } from '@/components/ui/icons/check-circle';
import { LockIcon } from '@/components/ui/icons/lock';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { SCENES } from '@/lib/artwork';

export const INVALID_RESET_LINK = {
  title: AUTH_SCREEN_MESSAGES.invalidResetLinkTitle,
  description: AUTH_SCREEN_MESSAGES.invalidResetLink,
} as const;

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const { toast } = useToast();
  const [done, setDone] = useState(false);
  const noticed = useRef(false);

  // No token: say so and send the visitor to request a new link.
  useEffect(() => {
    if (token) return;
    if (!noticed.current) {
      noticed.current = true;
      toast({ ...INVALID_RESET_LINK, variant: 'destructive' });
    }
    navigate(paths.auth.forgotPassword.getHref(), { replace: true });
  }, [token, toast, navigate]);

  if (!token) {
    return <AuthLayout title={INVALID_RESET_LINK.title} subtitle={INVALID_RESET_LINK.description} icon={<AlertCircleIcon />} />;
  }

  if (done) {
    return (
      <AuthLayout
        title={AUTH_SCREEN_MESSAGES.resetCompleteTitle}
        subtitle={AUTH_SCREEN_MESSAGES.resetComplete}
        icon={<CheckCircleIcon />}
        scene={SCENES.alpine}
      >
        <Button size="lg" block onClick={() => navigate(paths.auth.signIn.getHref())}>
          {AUTH_SCREEN_MESSAGES.signInNow}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={AUTH_SCREEN_MESSAGES.resetTitle}
      subtitle={AUTH_SCREEN_MESSAGES.resetSubtitle}
      icon={<LockIcon />}
      scene={SCENES.alpine}
    >
      <ResetPasswordForm
        token={token}
        onSuccess={() => setDone(true)}
        onLinkSpent={() => navigate(paths.auth.forgotPassword.getHref(), { replace: true })}
      />
    </AuthLayout>
  );
}
