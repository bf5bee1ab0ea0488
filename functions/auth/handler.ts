/** The auth Lambda: accounts, sessions and social sign-in. */
import { createGroupHandler } from '../lib/http/group-handler';
import { removeAvatar, uploadAvatar } from './operations/avatar';
import { changePassword } from './operations/change-password';
import { deleteAccount } from './operations/delete-account';
import { forgotPassword } from './operations/forgot-password';
import { getCurrentUser } from './operations/get-user';
import { logout } from './operations/logout';
import { resendVerification } from './operations/resend-verification';
import { resetPassword } from './operations/reset-password';
import { signIn } from './operations/sign-in';
import { signUp } from './operations/sign-up';
import { socialCallback } from './operations/social-callback';
import { updateProfile } from './operations/update-profile';
import { startGithubSignIn, startGoogleSignIn } from './operations/social-start';
import { verifyEmail } from './operations/verify-email';
import { AUTH_ROUTES } from './routes';

export const handler = createGroupHandler(AUTH_ROUTES, {
  'GET /api/auth/user': getCurrentUser,
  'POST /api/auth/signup': signUp,
  'POST /api/auth/signin': signIn,
  'POST /api/auth/logout': logout,
  'POST /api/auth/verify-email': verifyEmail,
  'POST /api/auth/resend-verification': resendVerification,
  'POST /api/auth/forgot-password': forgotPassword,
  'POST /api/auth/reset-password': resetPassword,
  'GET /api/auth/google': startGoogleSignIn,
  'GET /api/auth/github': startGithubSignIn,
  'GET /api/auth/callback': socialCallback,
  'PATCH /api/auth/user': updateProfile,
  'DELETE /api/auth/user': deleteAccount,
  'PUT /api/auth/user/avatar': uploadAvatar,
  'DELETE /api/auth/user/avatar': removeAvatar,
  'POST /api/auth/change-password': changePassword,
});
