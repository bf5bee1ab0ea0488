/** The rows of the route table (functions/route-table.ts) that the github-oidc Lambda serves: the OpenID Connect wrapper around GitHub. */
import { groupRoutes } from '../lib/http/route';

export const GITHUB_OIDC_ROUTES = groupRoutes('github-oidc', {
  'GET /api/oidc/github/.well-known/openid-configuration': 'public',
  'GET /api/oidc/github/authorize': 'public',
  'POST /api/oidc/github/token': 'public',
  'GET /api/oidc/github/userinfo': 'public',
  'GET /api/oidc/github/jwks': 'public',
});
