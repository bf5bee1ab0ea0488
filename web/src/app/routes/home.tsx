/**
 * '/': the landing page for visitors, the home feed for members. The landing page is in the entry
 * chunk; the member app (shell, feed, features) is a chunk a visitor never downloads.
 */
import { readCurrentWeeklyFeatureAhead } from '@/features/weekly-feature/api/read-ahead';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useUser } from '@/lib/auth';
import { lazyRoute } from '@/app/lazy-route';

/**
 * The member home's code and the week's feature start together, so the home does not wait a round trip
 * for the code that asks for it; the feature's photo, the feed's largest paint on a phone, starts as
 * soon as the answer names it (issue 12). The reads below it wait for it (app/routes/member-home.tsx).
 */
function loadMemberHome() {
  readCurrentWeeklyFeatureAhead();
  return import('./member-home');
}

const MemberHomeRoute = lazyRoute(loadMemberHome, 'MemberHomeRoute');

export function HomeRoute() {
  const { user } = useUser();
  if (!user) return <LandingPage />;
  return <MemberHomeRoute />;
}
