/** GET /api/oidc/github/jwks: the public key our ID tokens are signed with, for Cognito to verify them. */
import { ok } from '../lib/http/respond';
import type { Operation } from '../lib/http/types';
import { githubOidcConfig } from './config';
import { publicJwk } from './signing-key';

export const getJwks: Operation = async () =>
  ok({ keys: [publicJwk(githubOidcConfig().signingKey)] }, { headers: { 'cache-control': 'public, max-age=300' } });
