import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyRoute } from './lazy-route';
import { HomeRoute } from './routes/home';
import { RouteErrorBoundary } from './route-error-boundary';
import { RootLayout } from './routes/root';

// The home route (the landing page for visitors) is in the entry chunk; every other screen is loaded
// when first visited.
const ForgotPasswordRoute = lazyRoute(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute');
const ResetPasswordRoute = lazyRoute(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute');
const SignInRoute = lazyRoute(() => import('./routes/auth/sign-in'), 'SignInRoute');
const SignUpRoute = lazyRoute(() => import('./routes/auth/sign-up'), 'SignUpRoute');
const VerifyEmailRoute = lazyRoute(() => import('./routes/auth/verify-email'), 'VerifyEmailRoute');
const ApiKeysRoute = lazyRoute(() => import('./routes/members'), 'ApiKeysRoute');
const CapsulesRoute = lazyRoute(() => import('./routes/capsules'), 'CapsulesRoute');
const TribeFeedRoute = lazyRoute(() => import('./routes/tribe-feed'), 'TribeFeedRoute');
const TribesRoute = lazyRoute(() => import('./routes/tribes'), 'TribesRoute');
const PhotoRoute = lazyRoute(() => import('./routes/photo'), 'PhotoRoute');
const ProfileRoute = lazyRoute(() => import('./routes/profile'), 'ProfileRoute');
const MemberProfileRoute = lazyRoute(() => import('./routes/profile'), 'MemberProfileRoute');
const UploadRoute = lazyRoute(() => import('./routes/upload'), 'UploadRoute');
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'), 'NotFoundRoute');
const InvitationRoute = lazyRoute(() => import('./routes/invitation'), 'InvitationRoute');
const ShareRoute = lazyRoute(() => import('./routes/share'), 'ShareRoute');
const InfoRoute = lazyRoute(() => import('./routes/info'), 'InfoRoute');
const SearchRoute = lazyRoute(() => import('./routes/search'), 'SearchRoute');
const SettingsRoute = lazyRoute(() => import('./routes/settings'), 'SettingsRoute');

/** Every screen of the app (config/paths.ts); any other path is the 404 screen. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <GuardedRootLayout />,
      children: [
        { path: paths.home.path, element: <HomeRoute /> },
        { path: paths.auth.signIn.path, element: <SignInRoute /> },
        { path: paths.auth.signUp.path, element: <SignUpRoute /> },
        { path: paths.auth.forgotPassword.path, element: <ForgotPasswordRoute /> },
        { path: paths.auth.resetPassword.path, element: <ResetPasswordRoute /> },
        { path: paths.auth.verifyEmail.path, element: <VerifyEmailRoute /> },
        { path: paths.share.path, element: <ShareRoute /> },
        { path: paths.invitation.path, element: <InvitationRoute /> },
        { path: paths.app.photo.path, element: <PhotoRoute /> },
        { path: paths.app.upload.path, element: <UploadRoute /> },
        { path: paths.app.profile.path, element: <ProfileRoute /> },
        { path: paths.app.member.path, element: <MemberProfileRoute /> },
        { path: paths.app.tribes.path, element: <TribesRoute /> },
        { path: paths.app.tribeFeed.path, element: <TribeFeedRoute /> },
        { path: paths.app.apiKeys.path, element: <ApiKeysRoute /> },
        { path: paths.app.capsules.path, element: <CapsulesRoute /> },
        { path: paths.info.privacy.path, element: <InfoRoute page="privacy" /> },
        { path: paths.info.terms.path, element: <InfoRoute page="terms" /> },
        { path: paths.info.guidelines.path, element: <InfoRoute page="guidelines" /> },
        { path: paths.info.help.path, element: <InfoRoute page="help" /> },
        { path: paths.app.search.path, element: <SearchRoute /> },
        { path: paths.app.settings.path, element: <SettingsRoute /> },
        { path: paths.notFound.path, element: <NotFoundRoute /> },
      ],
    },
  ];
}

/** A screen that crashes shows the error screen in place of the whole layout, until the next navigation. */
function GuardedRootLayout() {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location}>
      <RootLayout />
    </RouteErrorBoundary>
  );
}

const appRoutes = createAppRoutes();

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The declarative router: the screens load no data through the router, and its data router
 * (createBrowserRouter) would add 15 KB brotli to the landing page (docs/performance.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
