import '../support/env';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { signInResponse } from '../../../shared/schemas/user';
import { handler } from '../../../functions/auth/handler';
import { hashPassword } from '../../../functions/lib/accounts/passwords';
import { hashToken } from '../../../functions/kernel/ids';
import { bodyOf, cookiesOf, cookieValue, invoke } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { useEnv } from '../support/env';
import { useMockSes } from '../support/mail';
import {
  emailKey,
  givenMember,
  givenSignInAttempts,
  givenSignInLocked,
  member,
  ratePk,
  resetTable,
  sessionKey,
  signInStreakKey,
} from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
// Signing in never mails; the fake keeps any request from leaving the test.
useMockSes();

const SIGN_IN = 'POST /api/auth/signin';
const PASSWORD = 'correct horse battery';
const signIn = (body: unknown, headers?: Record<string, string>) => invoke(handler, { routeKey: SIGN_IN, body, headers });

let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

beforeEach(() => {
  resetTable(ddb);
});

/** The unit events come from 127.0.0.1 (test/unit/support/api-event.ts). */
const ADDRESS = '127.0.0.1';
const attemptsCounted = (email: string) => ddb.commandCalls(UpdateCommand, { Key: signInStreakKey(email, ADDRESS) }).length;
const streakEnded = (email: string) => ddb.commandCalls(DeleteCommand, { Key: signInStreakKey(email, ADDRESS) }).length > 0;

describe('POST /api/auth/signin', () => {
  it('signs a verified member in: 200 with the public user and a session cookie', async () => {
    // Prepare
    const ada = member({ email: 'ada@example.com', passwordHash });
    givenMember(ddb, ada);

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(200);
    const body = signInResponse.parse(bodyOf(result));
    expect(body.user).toEqual({
      id: ada.id,
      email: ada.email,
      firstName: ada.firstName,
      lastName: ada.lastName,
      profileImageUrl: null,
      authProvider: 'email',
      emailVerified: true,
      createdAt: ada.createdAt,
      updatedAt: ada.updatedAt,
    });
    expect(cookiesOf(result)[SESSION_COOKIE_NAME]).toBeDefined();
    // The attempt was counted before the password was judged, and the right password ended the streak.
    expect(attemptsCounted('ada@example.com')).toBe(1);
    expect(streakEnded('ada@example.com')).toBe(true);
  });

  it('never sends the password hash back', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.body).not.toContain('passwordHash');
    expect(result.body).not.toContain(passwordHash);
    expect(result.body).not.toContain(passwordHash.split('$')[5]);
  });

  it('stores the session under the hash of the cookie value, with a TTL, for the member', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');
    const ada = member({ email: 'ada@example.com', passwordHash });
    givenMember(ddb, ada);

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    const sid = cookieValue(cookiesOf(result)[SESSION_COOKIE_NAME]);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [put] = ddb.commandCalls(PutCommand);
    const input = put?.args[0].input;
    const expire = new Date(clock.now().getTime() + 30 * 24 * 3600_000);
    expect(input?.Item).toMatchObject({
      ...sessionKey(sid),
      sid: hashToken(sid),
      GSI1PK: `USER#${ada.id}`,
      expire: expire.toISOString(),
      ttl: expire.getTime() / 1000,
    });
    expect(JSON.parse(String(input?.Item?.sess))).toEqual({ userId: ada.id, createdAt: '2026-03-01T12:00:00.000Z' });
    expect(JSON.stringify(input)).not.toContain(sid);
  });

  it('sets an HttpOnly, SameSite=Lax cookie for 30 days, without Secure on http://localhost', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD }, { origin: 'http://localhost:3000' });

    // Assess
    const cookie = cookiesOf(result)[SESSION_COOKIE_NAME] ?? '';
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(['Path=/', `Max-Age=${30 * 24 * 3600}`, 'HttpOnly', 'SameSite=Lax']);
    expect(cookie).not.toMatch(/secure/i);
  });

  it('adds Secure to the cookie when the site is served over https', async () => {
    // Prepare
    useEnv({ SITE_URL: 'https://photos.snifty.test' });
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD }, { origin: 'https://photos.snifty.test' });

    // Assess
    expect(result.statusCode).toBe(200);
    const cookie = cookiesOf(result)[SESSION_COOKIE_NAME] ?? '';
    expect(cookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure']));
  });

  it('looks the member up by the lower-cased email', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));

    // Act
    const result = await signIn({ email: ' ADA@Example.com ', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(ddb.commandCalls(GetCommand, { Key: emailKey('ada@example.com') })).toHaveLength(1);
  });

  it('answers an unknown email and a wrong password alike: 401 Invalid email or password', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));

    // Act
    const unknown = await signIn({ email: 'nobody@example.com', password: PASSWORD });
    const wrong = await signIn({ email: 'ada@example.com', password: 'wrong password' });

    // Assess
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(bodyOf(unknown)).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers).toEqual(unknown.headers);
    expect(unknown.cookies).toBeUndefined();
    expect(wrong.cookies).toBeUndefined();
  });

  it('counts an attempt for an unknown email and for a wrong password, and keeps them counted', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));

    // Act
    await signIn({ email: 'nobody@example.com', password: PASSWORD });
    await signIn({ email: 'ada@example.com', password: 'wrong password' });

    // Assess
    expect(attemptsCounted('nobody@example.com')).toBe(1);
    expect(attemptsCounted('ada@example.com')).toBe(1);
    const [update] = ddb.commandCalls(UpdateCommand, { Key: signInStreakKey('ada@example.com', ADDRESS) });
    expect(update?.args[0].input.UpdateExpression).toContain('ADD attempts :one');
    expect(update?.args[0].input.ConditionExpression).toBeDefined();
    expect(streakEnded('ada@example.com')).toBe(false);
    const addressPlaces = ddb.commandCalls(UpdateCommand, { Key: { PK: ratePk('signin-address', ADDRESS) } });
    expect(addressPlaces.map((c) => c.args[0].input.UpdateExpression)).toEqual([
      'ADD #count :one SET #ttl = :ttl',
      'ADD #count :one SET #ttl = :ttl',
    ]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a member who signed up with a social provider and has no password', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'grace@example.com', passwordHash: null, authProvider: 'google' }));

    // Act
    const result = await signIn({ email: 'grace@example.com', password: 'anything at all' });

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('answers 403 with the verify message to an unverified member with the right password', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash, emailVerified: false }));

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.emailNotVerified });
    expect(result.cookies).toBeUndefined();
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('does not tell a wrong password for an unverified account apart from any other', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash, emailVerified: false }));

    // Act
    const result = await signIn({ email: 'ada@example.com', password: 'wrong password' });

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('answers 429 with Retry-After while the account is locked for this address, even with the right password', async () => {
    // Prepare
    const now = freezeClock('2026-03-01T12:05:00.000Z').now().getTime();
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));
    givenSignInLocked(ddb, 'ada@example.com', ADDRESS, now + 10 * 60_000);

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess: refused before the member is even looked up, and the address's place given back
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(result.headers?.['retry-after']).toBe(String(10 * 60));
    expect(result.cookies).toBeUndefined();
    expect(ddb.commandCalls(GetCommand, { Key: emailKey('ada@example.com') })).toHaveLength(0);
    const addressWrites = ddb.commandCalls(UpdateCommand, { Key: { PK: ratePk('signin-address', ADDRESS) } });
    expect(addressWrites.map((c) => c.args[0].input.UpdateExpression)).toEqual([
      'ADD #count :one SET #ttl = :ttl',
      'ADD #count :minusOne',
    ]);
  });

  it('still lets a member in on the fourth attempt of a streak', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));
    givenSignInAttempts(ddb, 'ada@example.com', ADDRESS, 4);

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('counts the attempt under the lower-cased address and the client address, expiring a day later', async () => {
    // Prepare
    const now = freezeClock('2026-03-01T12:05:00.000Z').now().getTime();

    // Act
    await signIn({ email: 'Ada@Example.com', password: PASSWORD });

    // Assess
    const [update] = ddb.commandCalls(UpdateCommand, { Key: signInStreakKey('ada@example.com', ADDRESS) });
    expect(update?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':ttl': (now + 24 * 3600_000) / 1000 });
  });

  describe('validation', () => {
    it.each([
      ['a missing email', { password: PASSWORD }, AUTH_MESSAGES.emailInvalid],
      ['an invalid email', { email: 'not-an-email', password: PASSWORD }, AUTH_MESSAGES.emailInvalid],
      ['an email of 256 characters', { email: `${'a'.repeat(244)}@example.com`, password: PASSWORD }, AUTH_MESSAGES.emailTooLong],
      ['a missing password', { email: 'ada@example.com' }, AUTH_MESSAGES.passwordRequired],
      ['an empty password', { email: 'ada@example.com', password: '' }, AUTH_MESSAGES.passwordRequired],
      ['a password of 129 characters', { email: 'ada@example.com', password: 'p'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
    ])('answers 400 to %s', async (_case, body, message) => {
      // Act
      const result = await signIn(body);

      // Assess
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({ message });
      expect(ddb.calls()).toHaveLength(0);
    });

    it('accepts a short existing password (sign-in only requires one character)', async () => {
      // Prepare
      givenMember(ddb, member({ email: 'old@example.com', passwordHash: await hashPassword('x') }));

      // Act
      const result = await signIn({ email: 'old@example.com', password: 'x' });

      // Assess
      expect(result.statusCode).toBe(200);
    });
  });
});

describe('a member whose address our mail bounced from, or who marked it as spam', () => {
  const suppressionKey = (email: string) => ({ PK: `EMAIL#${email}`, SK: 'MAIL_SUPPRESSED' });
  const givenSuppressed = (email: string, toldAt?: string) =>
    ddb.on(GetCommand, { Key: suppressionKey(email) }).resolves({
      Item: { ...suppressionKey(email), reason: 'bounce', at: '2026-11-01T00:00:00.000Z', ...(toldAt ? { toldAt } : {}) },
    });

  it('is told at the next sign-in, once: the answer carries a notice and the record is marked told', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));
    givenSuppressed('ada@example.com');

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(signInResponse.parse(bodyOf(result)).notice).toBe(AUTH_MESSAGES.mailSuppressedNotice);
    const [told] = ddb.commandCalls(UpdateCommand, { Key: suppressionKey('ada@example.com') });
    expect(told?.args[0].input.ConditionExpression).toContain('attribute_not_exists(toldAt)');
  });

  it('is not told again once told', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash }));
    givenSuppressed('ada@example.com', '2026-11-02T00:00:00.000Z');

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).not.toHaveProperty('notice');
    expect(ddb.commandCalls(UpdateCommand, { Key: suppressionKey('ada@example.com') })).toHaveLength(0);
  });

  it('learns, while unverified, why the verification mail never came', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', passwordHash, emailVerified: false }));
    givenSuppressed('ada@example.com');

    // Act
    const result = await signIn({ email: 'ada@example.com', password: PASSWORD });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.emailUndeliverable });
  });
});
