/** The github-oidc group: the OpenID Connect wrapper around GitHub. */
import * as z from '../../shared/zod';
import { redirectAnswer } from '../lib/http/route-doc-parts';
import { declareGroup } from '../lib/http/route';

/** An OAuth error as RFC 6749 and 6750 word it, with the `message` every client of ours reads. */
const oauthError = (description: string) => ({
  description,
  schema: z.object({ error: z.string(), error_description: z.string(), message: z.string() }),
});

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
      doc: () => ({
        summary: 'GitHub OIDC wrapper: authorization endpoint',
        answer: redirectAnswer('To GitHub'),
        errors: { 400: 'No or an unknown client_id, or a redirect_uri not allowed' },
      }),
    },
    'POST /api/oidc/github/token': {
      auth: 'public',
      doc: () => ({
        summary: 'GitHub OIDC wrapper: token endpoint (form body)',
        answer: { status: 200, description: 'OAuth token response' },
        errors: {
          400: oauthError('Not a form body, a missing or repeated parameter, an unsupported grant type, or a code GitHub refused'),
          401: oauthError('The client failed to authenticate'),
          413: 'Request body is too large',
        },
      }),
    },
    'GET /api/oidc/github/userinfo': {
      auth: 'public',
      doc: () => ({
        summary: 'GitHub OIDC wrapper: userinfo endpoint',
        answer: { status: 200, description: 'OIDC claims' },
        errors: {
          401: oauthError('No Bearer access token, or one GitHub refused'),
          403: oauthError('The GitHub account has no verified email'),
        },
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
