import { beforeEach, describe, expect, it } from 'vitest';
import { configureGithub, ISSUER } from './env';
import { handler } from '../../../functions/github-oidc/handler';
import { apiEvent, bodyOf, lambdaContext } from './events';

describe('github-oidc discovery and JWKS', () => {
  beforeEach(() => configureGithub());

  it('publishes the discovery document under our issuer', async () => {
    // Act
    const result = await handler(apiEvent('GET /api/oidc/github/.well-known/openid-configuration'), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      userinfo_endpoint: `${ISSUER}/userinfo`,
      jwks_uri: `${ISSUER}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    });
    expect(bodyOf(result).claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'picture']),
    );
  });

  it('answers the discovery document even while GitHub sign-in is not configured', async () => {
    // Prepare
    configureGithub(false);

    // Act
    const result = await handler(apiEvent('GET /api/oidc/github/.well-known/openid-configuration'), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('publishes the public signing key, and only the public part', async () => {
    // Act
    const result = await handler(apiEvent('GET /api/oidc/github/jwks'), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(200);
    const keys = bodyOf(result).keys as Record<string, unknown>[];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(keys[0]?.kid).toEqual(expect.any(String));
    expect(Object.keys(keys[0] ?? {}).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
  });

  it('answers 503 for the JWKS while GitHub sign-in is not configured', async () => {
    // Prepare
    configureGithub(false);

    // Act
    const result = await handler(apiEvent('GET /api/oidc/github/jwks'), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: 'GitHub sign-in is not configured' });
  });
});
