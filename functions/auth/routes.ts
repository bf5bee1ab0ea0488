/** The rows of the route table (functions/route-table.ts) that the auth Lambda serves: sessions, email accounts and passwords, the profile's name. */
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
  // Settings (issue 14): the member's own name and password.
  'PATCH /api/auth/user': 'session',
  'POST /api/auth/change-password': 'session',
});
