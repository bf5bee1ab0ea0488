/**
 * GET /api/oidc/github/authorize: Cognito sends the browser here; we send it on to GitHub.
 *
 * GitHub calls back to Cognito's `/oauth2/idpresponse` directly (it is the OAuth app's registered
 * callback), so this endpoint only checks who is asking and translates the request: our client_id
 * becomes the GitHub app's, the OIDC scopes become `read:user user:email`, and redirect_uri and state
 * pass through untouched, as Cognito must see its own state again. An unknown client or a foreign
 * redirect_uri gets a 400 here and is never redirected to (RFC 6749 section 4.1.2.1).
 *
 * `nonce` is accepted and not carried: the only value GitHub hands back to Cognito is `state`, which
 * must stay Cognito's, and the code reaches us only later, from Cognito, with nothing of ours attached.
 * OIDC makes nonce optional in the code flow, and Cognito does not require it from its providers.
 */
import * as z from '../../shared/zod';
import { BadRequestError } from '../kernel/errors';
import { parseQuery } from '../lib/http/request';
import { redirect } from '../lib/http/respond';
import type { Operation } from '../lib/http/types';
import { githubOidcConfig } from './config';
import { githubAuthorizeUrl } from './github-client';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { lazySchema } from '../../shared/lazy-schema';

const authorizeQuery = lazySchema(() =>
  z.object({
    client_id: z.string({ error: GITHUB_OIDC_MESSAGES.clientIdRequired }).check(z.minLength(1, GITHUB_OIDC_MESSAGES.clientIdRequired)),
    redirect_uri: z
      .string({ error: GITHUB_OIDC_MESSAGES.redirectUriRequired })
      .check(z.minLength(1, GITHUB_OIDC_MESSAGES.redirectUriRequired)),
    response_type: z.optional(z.string()),
    state: z.optional(z.string()),
    scope: z.optional(z.string()),
    nonce: z.optional(z.string()),
  }),
);

function errorRedirect(redirectUri: string, error: string, state: string | undefined): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.toString();
}

export const authorize: Operation = async ({ event }) => {
  const settings = githubOidcConfig();
  const query = parseQuery(event, authorizeQuery);
  if (query.client_id !== settings.clientId) throw new BadRequestError(GITHUB_OIDC_MESSAGES.unknownClient);
  if (!settings.allowedRedirects.includes(query.redirect_uri)) {
    throw new BadRequestError(GITHUB_OIDC_MESSAGES.redirectNotAllowed);
  }
  if (query.response_type !== 'code') {
    return redirect(errorRedirect(query.redirect_uri, 'unsupported_response_type', query.state));
  }
  return redirect(githubAuthorizeUrl({ clientId: settings.clientId, redirectUri: query.redirect_uri, state: query.state }));
};
