/** The rows of the route table (functions/route-table.ts) that the auth Lambda serves: accounts, sessions, social sign-in, settings. */
import { groupRoutes } from '../lib/http/route';

export const AUTH_ROUTES = groupRoutes('auth', {
  'GET /api/auth/user': 'session',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/signin': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/github': 'public',
  'GET /api/auth/callback': 'public',
  // Settings (issue 14): the member's own account.
  'PATCH /api/auth/user': 'session',
  'DELETE /api/auth/user': 'session',
  'PUT /api/auth/user/avatar': 'session',
  'DELETE /api/auth/user/avatar': 'session',
  'POST /api/auth/change-password': 'session',
});
