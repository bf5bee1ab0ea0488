/** The auth group: sessions, email accounts and passwords, the profile's name. */
import { declareGroup } from '../lib/http/route';

export const AUTH_GROUP = declareGroup({
  name: 'auth',
  // Verification, reset and password-change mails; the member it answers with carries a signed profile picture.
  access: { table: 'readWrite', mail: true, signsMedia: true },
  routes: {
    'GET /api/auth/user': 'session',
    'POST /api/auth/signup': 'public',
    'POST /api/auth/signin': 'public',
    'POST /api/auth/logout': 'public',
    'POST /api/auth/verify-email': 'public',
    'POST /api/auth/resend-verification': 'public',
    'POST /api/auth/forgot-password': 'public',
    'POST /api/auth/reset-password': 'public',
    // Settings: the member's own name and password.
    'PATCH /api/auth/user': 'session',
    'POST /api/auth/change-password': 'session',
    // Settings: the member's signed-in browsers, and signing them out.
    'GET /api/auth/sessions': 'session',
    'DELETE /api/auth/sessions': 'session',
    'DELETE /api/auth/sessions/{sessionId}': 'session',
  },
});
