import '../support/env';
import { DynamoDBDocumentClient, DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { handler } from '../../../functions/oauth/handler';
import { resetIdTokenVerifier } from '../../../functions/oauth/id-token';
import { cookiesOf, cookieValue, invoke } from '../support/api-event';
import { TEST_ENV, useEnv } from '../support/env';
import {
  idTokenClaims,
  signIdToken,
  signingKey,
  stubIdentityProviderFetch,
  tokenRequestForm,
  type SigningKey,
} from '../support/identity-provider';
import {
  conditionFailed,
  emailKey,
  givenMember,
  givenOAuthState,
  member,
  oauthStateKey,
  resetTable,
  sessionKey,
  transactionCanceled,
  updatesOf,
  userKey,
} from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

const STATE = 'state-from-the-start-redirect';
const VERIFIER = 'pkce-verifier-from-the-start-redirect-0123456789abcdef';
const CODE = 'authorization-code-from-cognito';
const FAILURE = '/signin?error=social';
const CLEARED_STATE_COOKIE = 'oauth_state=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax';

let key: SigningKey;
let otherKey: SigningKey;
beforeAll(() => {
  key = signingKey('cognito-key-1');
  otherKey = signingKey('cognito-key-1');
});

beforeEach(() => {
  resetTable(ddb);
  resetIdTokenVerifier();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function callback(options: { query?: Record<string, string>; cookieState?: string | null } = {}) {
  const cookieState = options.cookieState === undefined ? STATE : options.cookieState;
  return invoke(handler, {
    routeKey: 'GET /api/auth/callback',
    query: options.query ?? { code: CODE, state: STATE },
    cookies: cookieState === null ? undefined : ['theme=dark', `oauth_state=${cookieState}`],
  });
}

function givenAttempt(provider: 'google' | 'github' = 'github', expiresAt = new Date(Date.now() + 600_000)): void {
  givenOAuthState(ddb, { state: STATE, provider, codeVerifier: VERIFIER, expiresAt });
}

/** The member item of the createUser transaction, if one was sent. */
function createdMember(): Record<string, unknown> | undefined {
  const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
  return items.map((item) => item.Put?.Item ?? {}).find((item) => item.type === 'user');
}

function sessionPuts() {
  return ddb
    .commandCalls(PutCommand)
    .map((call) => call.args[0].input.Item ?? {})
    .filter((item) => item.type === 'session');
}

function expectFailure(result: Awaited<ReturnType<typeof callback>>): void {
  expect(result.statusCode).toBe(302);
  expect(result.headers?.location).toBe(FAILURE);
  expect(result.cookies).toEqual([CLEARED_STATE_COOKIE]);
  expect(sessionPuts()).toHaveLength(0);
  expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
}

describe('GET /api/auth/callback', () => {
  describe('with a valid code', () => {
    it('creates a GitHub member with a verified email and no password, and signs them in', async () => {
      // Prepare
      givenAttempt('github');
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims({ email: 'Grace@Example.com' })), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.statusCode).toBe(302);
      expect(result.headers?.location).toBe('/');
      const user = createdMember();
      expect(user).toMatchObject({
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        authProvider: 'github',
        emailVerified: true,
      });
      expect(user?.passwordHash ?? null).toBeNull();
      const cookies = cookiesOf(result);
      expect(cookies.oauth_state).toBe(CLEARED_STATE_COOKIE);
      const sid = cookieValue(cookies[SESSION_COOKIE_NAME]);
      expect(sessionPuts()).toEqual([expect.objectContaining({ ...sessionKey(sid), GSI1PK: `USER#${String(user?.id)}` })]);
    });

    it('creates a Google member, taking names from the full name and the picture', async () => {
      // Prepare
      givenAttempt('google');
      const claims = idTokenClaims({
        email: 'grace@example.com',
        given_name: undefined,
        family_name: undefined,
        name: 'Grace Brewster Hopper',
        picture: 'https://lh3.googleusercontent.test/grace.jpg',
        identities: [{ providerName: 'Google', userId: '123' }],
      });
      stubIdentityProviderFetch({ idToken: signIdToken(key, claims), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.headers?.location).toBe('/');
      expect(createdMember()).toMatchObject({
        authProvider: 'google',
        emailVerified: true,
        firstName: 'Grace',
        lastName: 'Brewster Hopper',
        profileImageUrl: 'https://lh3.googleusercontent.test/grace.jpg',
      });
    });

    it('consumes the stored attempt and exchanges the code with its PKCE verifier', async () => {
      // Prepare
      givenAttempt();
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      await callback();

      // Assess
      expect(ddb.commandCalls(DeleteCommand, { Key: oauthStateKey(STATE) })).toHaveLength(1);
      expect(Object.fromEntries(tokenRequestForm(fetchMock))).toEqual({
        grant_type: 'authorization_code',
        client_id: TEST_ENV.OAUTH_CLIENT_ID,
        code: CODE,
        redirect_uri: 'http://localhost:3000/api/auth/callback',
        code_verifier: VERIFIER,
      });
      const init = fetchMock.mock.calls.find(([url]) => String(url) === TEST_ENV.OAUTH_TOKEN_URL)?.[1];
      expect(init?.method).toBe('POST');
      expect(init?.headers).toEqual({ 'content-type': 'application/x-www-form-urlencoded' });
    });

    it('authenticates to the token endpoint with the client secret when one is configured', async () => {
      // Prepare
      useEnv({ OAUTH_CLIENT_SECRET: 's3cret' });
      givenAttempt();
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      await callback();

      // Assess
      const init = fetchMock.mock.calls.find(([url]) => String(url) === TEST_ENV.OAUTH_TOKEN_URL)?.[1];
      const expected = `Basic ${Buffer.from(`${TEST_ENV.OAUTH_CLIENT_ID}:s3cret`).toString('base64')}`;
      expect((init?.headers as Record<string, string>).authorization).toBe(expected);
    });

    it('clears the password of an existing unverified email account and signs its owner in', async () => {
      // Prepare
      const squatter = member({
        email: 'grace@example.com',
        passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==',
        emailVerified: false,
      });
      givenMember(ddb, squatter);
      givenAttempt('google');
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.headers?.location).toBe('/');
      expect(createdMember()).toBeUndefined();
      const [clear, fill] = updatesOf(ddb, userKey(squatter.id));
      expect(clear).toMatchObject({
        UpdateExpression: expect.stringContaining('passwordHash = :null'),
        ConditionExpression: 'attribute_exists(PK) AND emailVerified = :false',
        ExpressionAttributeValues: expect.objectContaining({ ':null': null, ':false': false }),
      });
      expect(fill?.UpdateExpression).toContain('emailVerified = :true');
      expect(sessionPuts()).toEqual([expect.objectContaining({ GSI1PK: `USER#${squatter.id}` })]);
    });

    it('signs an existing verified member in without touching the password', async () => {
      // Prepare
      const grace = member({ email: 'grace@example.com', passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==', emailVerified: true });
      givenMember(ddb, grace);
      givenAttempt('github');
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.headers?.location).toBe('/');
      const updates = updatesOf(ddb, userKey(grace.id));
      expect(updates).toHaveLength(1);
      expect(updates[0]?.UpdateExpression).not.toContain('passwordHash');
      expect(updates[0]?.UpdateExpression).toContain('firstName = if_not_exists(firstName, :firstName)');
      expect(sessionPuts()).toEqual([expect.objectContaining({ GSI1PK: `USER#${grace.id}` })]);
    });

    it('signs in the member another callback created a moment earlier for the same address', async () => {
      // Prepare
      const grace = member({ email: 'grace@example.com', authProvider: 'github' });
      givenMember(ddb, grace);
      ddb
        .on(GetCommand, { Key: emailKey('grace@example.com') })
        .resolvesOnce({})
        .resolves({ Item: { ...emailKey('grace@example.com'), userId: grace.id } });
      ddb.on(TransactWriteCommand).rejects(transactionCanceled());
      givenAttempt('github');
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.headers?.location).toBe('/');
      expect(sessionPuts()).toEqual([expect.objectContaining({ GSI1PK: `USER#${grace.id}` })]);
    });
  });

  describe('refuses, redirecting to the sign-in screen', () => {
    it('when the state does not match the cookie, without consuming it', async () => {
      // Prepare
      givenAttempt();
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback({ cookieState: 'state-of-another-browser' });

      // Assess
      expectFailure(result);
      expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('when the state cookie is missing', async () => {
      // Prepare
      givenAttempt();
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback({ cookieState: null });

      // Assess
      expectFailure(result);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('when the state is unknown', async () => {
      // Prepare
      ddb.on(DeleteCommand).rejects(conditionFailed());
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expectFailure(result);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('when the attempt expired', async () => {
      // Prepare
      givenAttempt('github', new Date(Date.now() - 1000));
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expectFailure(result);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('when the state is used a second time', async () => {
      // Prepare
      givenAttempt();
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });
      const first = await callback();
      ddb.resetHistory();

      // Act
      const second = await callback();

      // Assess
      expect(first.headers?.location).toBe('/');
      expectFailure(second);
    });

    it.each([
      ['the code is missing', { state: STATE }],
      ['the provider answered an error', { error: 'access_denied', state: STATE }],
      ['the state is missing', { code: CODE }],
      ['the code is too long', { code: 'c'.repeat(2049), state: STATE }],
    ])('when %s', async (_case, query) => {
      // Prepare
      givenAttempt();
      const fetchMock = stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims()), keys: [key] });

      // Act
      const result = await callback({ query });

      // Assess
      expectFailure(result);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('when the token endpoint refuses the code', async () => {
      // Prepare
      givenAttempt();
      stubIdentityProviderFetch({ status: 400, keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expectFailure(result);
    });

    it('when the token endpoint is unreachable', async () => {
      // Prepare
      givenAttempt();
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
      );

      // Act
      const result = await callback();

      // Assess
      expectFailure(result);
    });

    it.each([
      ['absent', { email_verified: undefined }],
      ['false', { email_verified: false }],
      ["'false'", { email_verified: 'false' }],
    ])('when the provider has not verified the email (email_verified %s): no member is found or made', async (_case, claims) => {
      // Prepare
      givenAttempt();
      givenMember(ddb, member({ email: 'grace@example.com', emailVerified: true }));
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims(claims)), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.statusCode).toBe(302);
      expect(result.headers?.location).toBe('/signin?error=social-unverified');
      expect(result.cookies).toEqual([CLEARED_STATE_COOKIE]);
      expect(sessionPuts()).toHaveLength(0);
      expect(ddb.commandCalls(GetCommand, { Key: emailKey('grace@example.com') })).toHaveLength(0);
    });

    it('accepts email_verified as a boolean true too', async () => {
      // Prepare
      givenAttempt();
      givenMember(ddb, member({ email: 'grace@example.com', emailVerified: true }));
      stubIdentityProviderFetch({ idToken: signIdToken(key, idTokenClaims({ email_verified: true })), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expect(result.headers?.location).toBe('/');
      expect(sessionPuts()).toHaveLength(1);
    });

    it.each([
      ['signed with another key', () => signIdToken(otherKey, idTokenClaims())],
      ['for another client', () => signIdToken(key, idTokenClaims({ aud: 'another-client' }))],
      ['from another issuer', () => signIdToken(key, idTokenClaims({ iss: 'https://evil.example/pool' }))],
      ['expired', () => signIdToken(key, idTokenClaims({ exp: Math.floor(Date.now() / 1000) - 600 }))],
      ['without an email', () => signIdToken(key, idTokenClaims({ email: undefined }))],
      ['with a malformed email', () => signIdToken(key, idTokenClaims({ email: 'not-an-email' }))],
      ['unsigned (alg none)', () => `${signIdToken(key, idTokenClaims()).split('.').slice(0, 2).join('.')}.`],
      ['not a JWT at all', () => 'not-a-jwt'],
    ])('when the ID token is %s', async (_case, makeToken) => {
      // Prepare
      givenAttempt();
      stubIdentityProviderFetch({ idToken: makeToken(), keys: [key] });

      // Act
      const result = await callback();

      // Assess
      expectFailure(result);
    });
  });
});
