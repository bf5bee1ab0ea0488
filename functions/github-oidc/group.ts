/** The github-oidc group: the OpenID Connect wrapper around GitHub. */
import { redirectAnswer } from '../lib/http/route-doc-parts';
import { declareGroup } from '../lib/http/route';

export const GITHUB_OIDC_GROUP = declareGroup({
  name: 'github-oidc',
  // Stateless: it only talks to GitHub, with the GitHub app's secret and its own signing key.
  access: { githubOidc: true },
  routes: {
    'GET /api/oidc/github/.well-known/openid-configuration': {
      auth: 'public',
      doc: () => ({
        summary: 'Discovery document of the GitHub OIDC wrapper (for Cognito)',
        answer: { status: 200, description: 'OpenID Connect discovery document' },
      }),
    },
    'GET /api/oidc/github/authorize': {
      auth: 'public',
      doc: () => ({ summary: 'GitHub OIDC wrapper: authorization endpoint', answer: redirectAnswer('To GitHub') }),
    },
    'POST /api/oidc/github/token': {
      auth: 'public',
      doc: () => ({
        summary: 'GitHub OIDC wrapper: token endpoint (form body)',
        answer: { status: 200, description: 'OAuth token response' },
      }),
    },
    'GET /api/oidc/github/userinfo': {
      auth: 'public',
      doc: () => ({
        summary: 'GitHub OIDC wrapper: userinfo endpoint',
        answer: { status: 200, description: 'OIDC claims' },
      }),
    },
    'GET /api/oidc/github/jwks': {
      auth: 'public',
      doc: () => ({
        summary: 'GitHub OIDC wrapper: signing keys',
        answer: { status: 200, description: 'JSON Web Key Set' },
      }),
    },
  },
});
