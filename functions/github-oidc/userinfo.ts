/**
 * GET /api/oidc/github/userinfo: Cognito reads the user's attributes here with the access token from
 * the token endpoint, which is GitHub's own; the claims are the ID token's. Errors follow RFC 6750.
 */
import { header } from '../lib/http/request';
import { ok } from '../lib/http/respond';
import type { ApiEvent, Operation } from '../lib/http/types';
import { loadClaims, type ProfileClaims } from './claims';
import { githubOidcConfig } from './config';
import { GitHubTokenRejectedError } from './github-client';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { insufficientScope, invalidToken, withOAuthErrors } from './oauth-error';

function bearerToken(event: ApiEvent): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(event, 'authorization') ?? '');
  if (!match?.[1]) throw invalidToken(GITHUB_OIDC_MESSAGES.bearerRequired);
  return match[1];
}

async function claimsFor(accessToken: string): Promise<ProfileClaims | null> {
  try {
    return await loadClaims(accessToken);
  } catch (error) {
    if (error instanceof GitHubTokenRejectedError) throw invalidToken(GITHUB_OIDC_MESSAGES.tokenRejected);
    throw error;
  }
}

export const userinfo: Operation = withOAuthErrors(async ({ event }) => {
  githubOidcConfig(); // 503 while GitHub sign-in is not configured
  const claims = await claimsFor(bearerToken(event));
  if (!claims) throw insufficientScope(GITHUB_OIDC_MESSAGES.noVerifiedEmail);
  return ok(claims);
});
