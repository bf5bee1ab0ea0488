import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { useUser } from '@/lib/auth';
import { ScrollRestoration } from '../scroll-restoration';

/**
 * Every screen waits for the authentication status behind the branded loading screen, and behind the
 * same screen while its code loads (screens are lazy chunks, app/lazy-route), so nothing shifts.
 */
export function RootLayout() {
  const { isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
