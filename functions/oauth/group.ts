/** The oauth group: sign-in with Google and GitHub. */
import { declareGroup } from '../lib/http/route';

export const OAUTH_GROUP = declareGroup({
  name: 'oauth',
  // Google and GitHub sign-in: the table and the user pool's client only (its configuration).
  access: { table: 'readWrite' },
  routes: {
    'GET /api/auth/google': 'public',
    'GET /api/auth/github': 'public',
    'GET /api/auth/callback': 'public',
  },
});
