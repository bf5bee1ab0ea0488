import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_UNAUTHORIZED_MS } from '@shared/constants';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useToast } from '@/components/ui/toast/toast';
import { LoadingScreen } from './loading-screen';
import { APP_SCREEN_MESSAGES } from '@shared/messages/app-screens';

export const UNAUTHORIZED_NOTICE = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
} as const;

/**
 * Members-only screens: a visitor gets the 'Unauthorized' notice and goes to
 * /signin after 500 ms; a branded loading screen shows meanwhile.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending } = useUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const noticed = useRef(false);
  const mustLeave = !isPending && !user;

  useEffect(() => {
    if (!mustLeave) return;
    if (!noticed.current) {
      noticed.current = true;
      toast({ ...UNAUTHORIZED_NOTICE, variant: 'destructive' });
    }
    const timer = window.setTimeout(() => navigate(paths.auth.signIn.getHref(), { replace: true }), REDIRECT_AFTER_UNAUTHORIZED_MS);
    return () => window.clearTimeout(timer);
  }, [mustLeave, navigate, toast]);

  if (isPending) return <LoadingScreen />;
  if (!user) return <LoadingScreen label={APP_SCREEN_MESSAGES.takingYouToSignIn} />;
  return <>{children}</>;
}
