/**
 * '/': the landing page for visitors, the home feed for members. The landing page is in the entry
 * chunk; the member app (shell, feed, features) is a chunk a visitor never downloads.
 */
import { preload } from 'react-dom';
import { FEED_PATH } from '@/features/photos/api/feed-path';
import { readCurrentWeeklyFeatureAhead } from '@/features/weekly-feature/api/read-ahead';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useUser } from '@/lib/auth';
import { lazyRoute } from '@/app/lazy-route';

/**
 * The member home's code and its first two reads start together, so the feed does not wait a round trip
 * for the code that asks for it (issue 12, the feed's largest paint on a phone): the browser keeps the
 * preloaded feed for the home's own request, and the week's feature is read ahead, which also starts
 * its photo as soon as the answer names it.
 */
function loadMemberHome() {
  readCurrentWeeklyFeatureAhead();
  preload(FEED_PATH, { as: 'fetch', crossOrigin: 'use-credentials' });
  return import('./member-home');
}

const MemberHomeRoute = lazyRoute(loadMemberHome, 'MemberHomeRoute');

export function HomeRoute() {
  const { user } = useUser();
  if (!user) return <LandingPage />;
  return <MemberHomeRoute />;
}
