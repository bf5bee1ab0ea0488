/** The github-oidc group: the OpenID Connect wrapper around GitHub. */
import { declareGroup } from '../lib/http/route';

export const GITHUB_OIDC_GROUP = declareGroup({
  name: 'github-oidc',
  // Stateless: it only talks to GitHub, with the GitHub app's secret and its own signing key.
  access: { githubOidc: true },
  routes: {
    'GET /api/oidc/github/.well-known/openid-configuration': 'public',
    'GET /api/oidc/github/authorize': 'public',
    'POST /api/oidc/github/token': 'public',
    'GET /api/oidc/github/userinfo': 'public',
    'GET /api/oidc/github/jwks': 'public',
  },
});
