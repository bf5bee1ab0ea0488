/**
 * A stand-in for Cognito in unit tests: an RSA key pair of our own, ID tokens signed with it, and a
 * `fetch` that serves the token endpoint and the JWKS at the configured addresses.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { vi } from 'vitest';
import { TEST_ENV } from './env';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, unknown>;
}

export function signingKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims Cognito puts in an ID token for our client, overridable one by one. */
export function idTokenClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: TEST_ENV.OAUTH_ISSUER,
    aud: TEST_ENV.OAUTH_CLIENT_ID,
    sub: 'b7a3c9e2-0000-4000-8000-000000000001',
    token_use: 'id',
    iat: now,
    exp: now + 3600,
    email: 'grace@example.com',
    // Cognito passes the provider's verdict on through the attribute mapping, as a string.
    email_verified: 'true',
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
}

export function signIdToken(key: SigningKey, claims: Record<string, unknown>): string {
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${base64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key.privateKey).toString('base64url');
  return `${unsigned}.${signature}`;
}

export interface TokenEndpoint {
  /** What the token endpoint answers: an ID token, or an HTTP status. */
  idToken?: string;
  status?: number;
  /** The keys the JWKS address serves. */
  keys: SigningKey[];
}

/** Replaces global fetch; vi.unstubAllGlobals() (or the afterEach in the test) restores it. */
export function stubIdentityProviderFetch(endpoint: TokenEndpoint) {
  const fetchMock = vi.fn(async (input: string | URL | Request, _init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === TEST_ENV.OAUTH_TOKEN_URL) {
      if (endpoint.status && endpoint.status !== 200) {
        return new Response(JSON.stringify({ error: 'invalid_grant' }), { status: endpoint.status });
      }
      return Response.json({ id_token: endpoint.idToken, access_token: 'access', token_type: 'Bearer', expires_in: 3600 });
    }
    if (url === TEST_ENV.OAUTH_JWKS_URL) {
      return Response.json({ keys: endpoint.keys.map((key) => key.jwk) });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The form the functions posted to the token endpoint. */
export function tokenRequestForm(fetchMock: ReturnType<typeof stubIdentityProviderFetch>): URLSearchParams {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === TEST_ENV.OAUTH_TOKEN_URL);
  if (!call) throw new Error('the token endpoint was not called');
  return new URLSearchParams(String(call[1]?.body ?? ''));
}
