/**
 * '/': the landing page for visitors, the home feed for members. The landing page is in the entry
 * chunk; the member app (shell, feed, features) is a chunk a visitor never downloads.
 */
import { LandingPage } from '@/features/landing/components/landing-page';
import { useUser } from '@/lib/auth';
import { lazyRoute } from '@/app/lazy-route';
import { startMemberHome } from './member-home-start';

// Usually already started by the early entry, with the session answer (src/early.ts).
const MemberHomeRoute = lazyRoute(startMemberHome, 'MemberHomeRoute');

export function HomeRoute() {
  const { user } = useUser();
  if (!user) return <LandingPage />;
  return <MemberHomeRoute />;
}
