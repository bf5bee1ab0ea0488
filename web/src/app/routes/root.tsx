import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingScreen } from '@/components/layouts/loading-screen';
import { useUser } from '@/lib/auth';

/** Every screen waits for the authentication status behind the branded loading screen. */
export function RootLayout() {
  const { isPending } = useUser();
  if (isPending) return <LoadingScreen />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
