import { Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useToastsOfPage } from '@/components/ui/toast/toast';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { useUser } from '@/lib/auth';
import { ScrollRestoration } from '../scroll-restoration';

/**
 * Every screen waits for the authentication status behind the branded loading screen, and behind the
 * same screen while its code loads (screens are lazy chunks, app/lazy-route), so nothing shifts.
 * The first screen is drawn at deferred priority, which React renders in slices that yield to the
 * browser: the page's largest render never blocks input as one long task (Lighthouse TBT).
 */
export function RootLayout() {
  const { isPending } = useUser();
  // A toast belongs to the page that raised it.
  useToastsOfPage(useLocation().pathname, useNavigationType());
  const showLoading = useDeferredValue(isPending);
  if (showLoading) return <LoadingScreen />;
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
