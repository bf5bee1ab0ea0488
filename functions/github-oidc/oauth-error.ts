/**
 * Errors of the token and userinfo endpoints in the OAuth shape (RFC 6749 section 5.2, RFC 6750
 * section 3): `{ error, error_description }`, plus our usual `message` so every client reads the same
 * field. An OAuthError is an HttpError, so outside `withOAuthErrors` it still answers `{ message }`.
 */
import { HttpError } from '../kernel/errors';
import { json } from '../lib/http/respond';
import type { Operation } from '../lib/http/types';
import { GITHUB_OIDC_MESSAGES } from './messages';

export type OAuthErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_token' | 'insufficient_scope';

export class OAuthError extends HttpError {
  constructor(
    statusCode: number,
    readonly code: OAuthErrorCode,
    description: string,
    headers: Record<string, string> = {},
  ) {
    super(statusCode, description, headers);
  }
}

export const invalidRequest = (description: string) => new OAuthError(400, 'invalid_request', description);

export const invalidClient = () =>
  new OAuthError(401, 'invalid_client', GITHUB_OIDC_MESSAGES.clientAuthFailed, {
    'www-authenticate': 'Basic realm="github-oidc", charset="UTF-8"',
  });

export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

export const unsupportedGrantType = () => new OAuthError(400, 'unsupported_grant_type', GITHUB_OIDC_MESSAGES.grantTypeUnsupported);

export const invalidToken = (description: string) =>
  new OAuthError(401, 'invalid_token', description, {
    'www-authenticate': `Bearer realm="github-oidc", error="invalid_token", error_description="${description}"`,
  });

export const insufficientScope = (description: string) =>
  new OAuthError(403, 'insufficient_scope', description, {
    'www-authenticate': `Bearer realm="github-oidc", error="insufficient_scope", error_description="${description}"`,
  });

/** Wraps an operation so the OAuthErrors it throws answer in the OAuth shape; any other error passes on. */
export function withOAuthErrors(operation: Operation): Operation {
  return async (context) => {
    try {
      return await operation(context);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      return json(
        error.statusCode,
        { error: error.code, error_description: error.message, message: error.message },
        { headers: { ...error.headers, pragma: 'no-cache' } },
      );
    }
  };
}
