/**
 * The auth Lambda: sessions, email accounts and their passwords, the profile's name; and SES's bounce and
 * complaint events (its declaration's `mailFeedback`), which suppress mail to an address.
 */
import type { Context } from 'aws-lambda';
import { logger } from '../kernel/logger';
import { createGroupHandler } from '../lib/http/group-handler';
import type { ApiEvent } from '../lib/http/types';
import { isSesEvent, recordMailFeedback } from './mail-feedback';
import { changePassword } from './operations/change-password';
import { forgotPassword } from './operations/forgot-password';
import { getCurrentUser } from './operations/get-user';
import { logout } from './operations/logout';
import { resendVerification } from './operations/resend-verification';
import { resetPassword } from './operations/reset-password';
import { endOtherSessions, endSession, listSessions } from './operations/sessions';
import { signIn } from './operations/sign-in';
import { signUp } from './operations/sign-up';
import { updateProfile } from './operations/update-profile';
import { verifyEmail } from './operations/verify-email';
import { AUTH_GROUP } from './group';

export const httpHandler = createGroupHandler(AUTH_GROUP, {
  'GET /api/auth/user': getCurrentUser,
  'POST /api/auth/signup': signUp,
  'POST /api/auth/signin': signIn,
  'POST /api/auth/logout': logout,
  'POST /api/auth/verify-email': verifyEmail,
  'POST /api/auth/resend-verification': resendVerification,
  'POST /api/auth/forgot-password': forgotPassword,
  'POST /api/auth/reset-password': resetPassword,
  'PATCH /api/auth/user': updateProfile,
  'POST /api/auth/change-password': changePassword,
  'GET /api/auth/sessions': listSessions,
  'DELETE /api/auth/sessions': endOtherSessions,
  'DELETE /api/auth/sessions/{sessionId}': endSession,
});

async function routeOrFeedback(event: unknown, context: Context) {
  if (!isSesEvent(event)) return httpHandler(event as ApiEvent, context);
  logger.useLambdaContext(context);
  return recordMailFeedback(event);
}

// Typed as the routes' handler: an SES event is never an API call, and what it returns goes to EventBridge only.
export const handler = routeOrFeedback as typeof httpHandler;
