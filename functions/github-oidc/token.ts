/**
 * POST /api/oidc/github/token: Cognito trades the code GitHub gave it. We authenticate Cognito (the
 * GitHub app's client id and secret), trade the code at GitHub with the same redirect_uri, read the
 * user and their verified email, and answer GitHub's access token with an ID token signed by us.
 * Errors answer in the OAuth shape.
 */
import * as z from '../../shared/zod';
import { ok } from '../lib/http/respond';
import type { Operation } from '../lib/http/types';
import { loadClaims } from './claims';
import { authenticateClient } from './client-credentials';
import { githubOidcConfig, issuerUrl } from './config';
import { readFormBody } from './form-body';
import { exchangeCode, GitHubCodeRejectedError, type GitHubAccessToken } from './github-client';
import { issueIdToken } from './id-token';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { invalidGrant, invalidRequest, unsupportedGrantType, withOAuthErrors } from './oauth-error';
import { lazySchema } from '../../shared/lazy-schema';

/** What we tell Cognito about GitHub's token when GitHub says nothing (OAuth app tokens do not expire). */
const DEFAULT_EXPIRES_IN = 3600;

const tokenRequest = lazySchema(() =>
  z.object({
    grant_type: z.optional(z.string()),
    code: z.optional(z.string()),
    redirect_uri: z.optional(z.string()),
  }),
);

async function exchange(input: Parameters<typeof exchangeCode>[0]): Promise<GitHubAccessToken> {
  try {
    return await exchangeCode(input);
  } catch (error) {
    if (error instanceof GitHubCodeRejectedError) throw invalidGrant(GITHUB_OIDC_MESSAGES.codeRejected);
    throw error;
  }
}

export const token: Operation = withOAuthErrors(async ({ event }) => {
  const settings = githubOidcConfig();
  const form = readFormBody(event);
  const clientId = authenticateClient(event, form, settings);
  const request = tokenRequest.parse(form);
  if (request.grant_type !== 'authorization_code') throw unsupportedGrantType();
  if (!request.code) throw invalidRequest(GITHUB_OIDC_MESSAGES.codeRequired);
  if (request.redirect_uri !== undefined && !settings.allowedRedirects.includes(request.redirect_uri)) {
    throw invalidGrant(GITHUB_OIDC_MESSAGES.redirectNotAllowed);
  }

  const github = await exchange({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    code: request.code,
    redirectUri: request.redirect_uri,
  });
  const claims = await loadClaims(github.accessToken);
  if (!claims) throw invalidGrant(GITHUB_OIDC_MESSAGES.noVerifiedEmail);

  return ok(
    {
      access_token: github.accessToken,
      token_type: 'Bearer',
      expires_in: github.expiresIn ?? DEFAULT_EXPIRES_IN,
      id_token: issueIdToken({ claims, issuer: issuerUrl(), audience: clientId, key: settings.signingKey }),
    },
    { headers: { pragma: 'no-cache' } },
  );
});
