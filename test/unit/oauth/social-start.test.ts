import '../support/env';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/oauth/handler';
import { codeChallenge } from '../../../functions/oauth/pkce';
import { cookiesOf, cookieValue, invoke } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { TEST_ENV, useEnv } from '../support/env';
import { oauthStateKey, resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

describe.each([
  ['google', 'GET /api/auth/google', 'Google'],
  ['github', 'GET /api/auth/github', 'GitHub'],
] as const)('%s sign-in start', (provider, routeKey, identityProvider) => {
  it('redirects to the hosted UI with state, an S256 challenge and the identity provider', async () => {
    // Act
    const result = await invoke(handler, { routeKey });

    // Assess
    expect(result.statusCode).toBe(302);
    const location = new URL(String(result.headers?.location));
    expect(`${location.origin}${location.pathname}`).toBe(TEST_ENV.OAUTH_AUTHORIZE_URL);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toEqual({
      response_type: 'code',
      client_id: TEST_ENV.OAUTH_CLIENT_ID,
      redirect_uri: 'http://localhost:3000/api/auth/callback',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      identity_provider: identityProvider,
    });
  });

  it('stores the attempt (provider and verifier) under the state, for ten minutes', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const result = await invoke(handler, { routeKey });

    // Assess
    const params = new URL(String(result.headers?.location)).searchParams;
    const state = params.get('state') ?? '';
    const [put] = ddb.commandCalls(PutCommand);
    const item = put?.args[0].input.Item ?? {};
    expect(item).toMatchObject({
      ...oauthStateKey(state),
      provider,
      expiresAt: new Date(clock.now().getTime() + 600_000).toISOString(),
      ttl: (clock.now().getTime() + 600_000) / 1000,
    });
    expect(codeChallenge(String(item.codeVerifier))).toBe(params.get('code_challenge'));
    expect(String(item.codeVerifier).length).toBeGreaterThanOrEqual(43);
    expect(location(result)).not.toContain(String(item.codeVerifier));
  });

  it('sets the oauth_state cookie on /api/auth, HttpOnly and SameSite=Lax, for ten minutes', async () => {
    // Act
    const result = await invoke(handler, { routeKey });

    // Assess
    const cookie = cookiesOf(result).oauth_state ?? '';
    const state = new URL(location(result)).searchParams.get('state');
    expect(cookieValue(cookie)).toBe(state);
    expect(cookie.split('; ').slice(1)).toEqual(['Path=/api/auth', 'Max-Age=600', 'HttpOnly', 'SameSite=Lax']);
  });

  it('uses a new state and verifier each time', async () => {
    // Act
    const first = await invoke(handler, { routeKey });
    const second = await invoke(handler, { routeKey });

    // Assess
    const [a, b] = ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(a?.PK).not.toBe(b?.PK);
    expect(a?.codeVerifier).not.toBe(b?.codeVerifier);
    expect(cookiesOf(first).oauth_state).not.toBe(cookiesOf(second).oauth_state);
  });
});

describe('social sign-in start configuration', () => {
  it('names the identity providers as configured and the callback on the site', async () => {
    // Prepare
    useEnv({ OAUTH_GOOGLE_IDP: 'GoogleProd', SITE_URL: 'https://photos.snifty.test' });

    // Act
    const result = await invoke(handler, { routeKey: 'GET /api/auth/google' });

    // Assess
    const params = new URL(location(result)).searchParams;
    expect(params.get('identity_provider')).toBe('GoogleProd');
    expect(params.get('redirect_uri')).toBe('https://photos.snifty.test/api/auth/callback');
    expect(cookiesOf(result).oauth_state).toContain('; Secure');
  });
});

function location(result: { headers?: Record<string, unknown> }): string {
  return String(result.headers?.location);
}
