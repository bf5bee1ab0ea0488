/** The oauth group: sign-in with Google and GitHub. */
import { redirectAnswer } from '../lib/http/route-doc-parts';
import { declareGroup } from '../lib/http/route';

export const OAUTH_GROUP = declareGroup({
  name: 'oauth',
  // Google and GitHub sign-in: the table and the user pool's client only (its configuration).
  access: { table: 'readWrite' },
  routes: {
    'GET /api/auth/google': {
      auth: 'public',
      doc: () => ({ summary: 'Start Google sign-in', answer: redirectAnswer('To the hosted sign-in page') }),
    },
    'GET /api/auth/github': {
      auth: 'public',
      doc: () => ({ summary: 'Start GitHub sign-in', answer: redirectAnswer('To the hosted sign-in page') }),
    },
    'GET /api/auth/callback': {
      auth: 'public',
      doc: () => ({
        summary: 'OAuth callback of the hosted sign-in',
        answer: redirectAnswer('Home, signed in, or /signin?error=social'),
      }),
    },
  },
});
