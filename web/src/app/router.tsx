import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ForgotPasswordRoute } from './routes/auth/forgot-password';
import { ResetPasswordRoute } from './routes/auth/reset-password';
import { SignInRoute } from './routes/auth/sign-in';
import { SignUpRoute } from './routes/auth/sign-up';
import { VerifyEmailRoute } from './routes/auth/verify-email';
import { HomeRoute } from './routes/home';
import { ApiKeysRoute } from './routes/members';
import { CapsulesRoute } from './routes/capsules';
import { TribeFeedRoute } from './routes/tribe-feed';
import { TribesRoute } from './routes/tribes';
import { PhotoRoute } from './routes/photo';
import { ProfileRoute } from './routes/profile';
import { MemberProfileRoute } from './routes/profile';
import { UploadRoute } from './routes/upload';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';
import { ShareRoute } from './routes/share';
import { SettingsRoute } from './routes/settings';

/** Every screen of SPEC.md section 2; any other path is the 404 screen. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: paths.home.path, element: <HomeRoute /> },
        { path: paths.auth.signIn.path, element: <SignInRoute /> },
        { path: paths.auth.signUp.path, element: <SignUpRoute /> },
        { path: paths.auth.forgotPassword.path, element: <ForgotPasswordRoute /> },
        { path: paths.auth.resetPassword.path, element: <ResetPasswordRoute /> },
        { path: paths.auth.verifyEmail.path, element: <VerifyEmailRoute /> },
        { path: paths.share.path, element: <ShareRoute /> },
        { path: paths.app.photo.path, element: <PhotoRoute /> },
        { path: paths.app.upload.path, element: <UploadRoute /> },
        { path: paths.app.profile.path, element: <ProfileRoute /> },
        { path: paths.app.member.path, element: <MemberProfileRoute /> },
        { path: paths.app.tribes.path, element: <TribesRoute /> },
        { path: paths.app.tribeFeed.path, element: <TribeFeedRoute /> },
        { path: paths.app.apiKeys.path, element: <ApiKeysRoute /> },
        { path: paths.app.capsules.path, element: <CapsulesRoute /> },
        { path: paths.app.settings.path, element: <SettingsRoute /> },
        { path: paths.notFound.path, element: <NotFoundRoute /> },
      ],
    },
  ];
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
