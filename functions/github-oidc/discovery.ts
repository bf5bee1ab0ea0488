/**
 * GET /api/oidc/github/.well-known/openid-configuration: the discovery document Cognito reads when the
 * 'GitHub' provider is created with our issuer. It needs no GitHub settings, only the site's origin.
 */
import { ok } from '../lib/http/respond';
import type { Operation } from '../lib/http/types';
import { issuerUrl } from './config';

export function discoveryDocument(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    userinfo_endpoint: `${issuer}/userinfo`,
    jwks_uri: `${issuer}/jwks`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'iss',
      'aud',
      'sub',
      'iat',
      'exp',
      'email',
      'email_verified',
      'name',
      'given_name',
      'family_name',
      'preferred_username',
      'picture',
      'profile',
    ],
  };
}

export const getDiscovery: Operation = async () =>
  ok(discoveryDocument(issuerUrl()), { headers: { 'cache-control': 'public, max-age=300' } });
