/**
 * The github-oidc Lambda: a small OpenID Connect provider in front of GitHub's OAuth app, because
 * Cognito federates only OIDC providers and GitHub speaks plain OAuth 2.0. Cognito's 'GitHub' identity
 * provider has our issuer, `${SITE_URL}/api/oidc/github`, and the GitHub app's client id and secret.
 *
 * Who calls what:
 * 1. Cognito reads `/.well-known/openid-configuration` (and `/jwks`) when the provider is set up.
 * 2. The browser, sent by Cognito, hits `/authorize`; we check client_id and redirect_uri and redirect
 *    it to github.com/login/oauth/authorize with the same redirect_uri and state.
 * 3. GitHub sends the browser back to Cognito's `/oauth2/idpresponse` (the app's registered callback).
 * 4. Cognito POSTs the code to `/token`; we trade it at GitHub, read /user and /user/emails, and answer
 *    GitHub's access token plus an RS256 ID token of ours (iss, aud, sub, verified email, names, picture).
 * 5. Cognito GETs `/userinfo` with that access token; we answer the same claims, read from GitHub again.
 *
 * Trade-off: GitHub calling Cognito directly keeps us stateless (no code store, no callback of ours),
 * at the price of `nonce`, which has no way through GitHub (see authorize.ts).
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { authorize } from './authorize';
import { getDiscovery } from './discovery';
import { getJwks } from './jwks';
import { token } from './token';
import { userinfo } from './userinfo';
import { GITHUB_OIDC_GROUP } from './group';

export const handler = createGroupHandler(GITHUB_OIDC_GROUP, {
  'GET /api/oidc/github/.well-known/openid-configuration': getDiscovery,
  'GET /api/oidc/github/authorize': authorize,
  'POST /api/oidc/github/token': token,
  'GET /api/oidc/github/userinfo': userinfo,
  'GET /api/oidc/github/jwks': getJwks,
});
