/**
 * '/': the landing page for visitors, the home feed for members. The landing page is in the entry
 * chunk; the member app (shell, feed, features) is a chunk a visitor never downloads.
 */
import { LandingPage } from '@/features/landing/components/landing-page';
import { useUser } from '@/lib/auth';
import { lazyRoute } from '@/app/lazy-route';

const MemberHomeRoute = lazyRoute(() => import('./member-home'), 'MemberHomeRoute');

export function HomeRoute() {
  const { user } = useUser();
  if (!user) return <LandingPage />;
  return <MemberHomeRoute />;
}
