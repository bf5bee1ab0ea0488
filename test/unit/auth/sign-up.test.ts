import '../support/env';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { handler } from '../../../functions/auth/handler';
import { verifyPassword } from '../../../functions/lib/accounts/passwords';
import { hashToken } from '../../../functions/kernel/ids';
import { bodyOf, invoke } from '../support/api-event';
import { linkToken, sentMails, useMockSes } from '../support/mail';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { emailKey, givenMailCount, ratePk, resetTable, tokenKey, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = useMockSes();

const SIGN_UP = 'POST /api/auth/signup';
const validBody = { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' };
const signUp = (body: unknown) => invoke(handler, { routeKey: SIGN_UP, body });

/** The member item of the createUser transaction. */
function storedMember(): Record<string, unknown> {
  const [call] = ddb.commandCalls(TransactWriteCommand);
  const items = call?.args[0].input.TransactItems ?? [];
  return items.map((i) => i.Put?.Item ?? {}).find((item) => item.type === 'user') ?? {};
}

beforeEach(() => {
  resetTable(ddb);
});

describe('POST /api/auth/signup', () => {
  it('creates an unverified email account and answers 201 with the verify-first message', async () => {
    // Act
    const result = await signUp(validBody);

    // Assess
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.signupSuccess });
    const user = storedMember();
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      authProvider: 'email',
      emailVerified: false,
    });
    expect(user.profileImageUrl ?? null).toBeNull();
    expect(await verifyPassword('correct horse', String(user.passwordHash))).toBe(true);
    expect(String(user.passwordHash)).not.toContain('correct horse');
  });

  it('claims the email and the member in one transaction guarded by attribute_not_exists', async () => {
    // Act
    await signUp(validBody);

    // Assess
    const [call] = ddb.commandCalls(TransactWriteCommand);
    const puts = (call?.args[0].input.TransactItems ?? []).map((item) => item.Put);
    expect(puts).toHaveLength(2);
    expect(puts[0]?.Item).toMatchObject({ ...emailKey('ada@example.com'), userId: storedMember().id });
    for (const put of puts) expect(put?.ConditionExpression).toBe('attribute_not_exists(PK)');
  });

  it('lower-cases and trims the email before storing it', async () => {
    // Act
    const result = await signUp({ ...validBody, email: '  Ada.Lovelace@Example.COM ' });

    // Assess
    expect(result.statusCode).toBe(201);
    expect(storedMember().email).toBe('ada.lovelace@example.com');
    expect(sentMails(ses)[0]?.to).toEqual(['ada.lovelace@example.com']);
  });

  it.each([
    ["O'Brien", 'Smith-Jones'],
    ['José', 'Núñez'],
    ['Zoë', 'D’Arcy'],
    ['Mary Ann', 'van der Berg'],
    ['Łukasz', 'Żółć'],
  ])('accepts the name %s %s', async (firstName, lastName) => {
    // Act
    const result = await signUp({ ...validBody, firstName, lastName });

    // Assess
    expect(result.statusCode).toBe(201);
    expect(storedMember()).toMatchObject({ firstName, lastName });
  });

  it('trims names before storing them', async () => {
    // Act
    await signUp({ ...validBody, firstName: '  Ada ', lastName: ' Lovelace  ' });

    // Assess
    expect(storedMember()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('mails a /verify-email?token= link to the address and stores only the hash of the token', async () => {
    // Act
    await signUp(validBody);

    // Assess
    const [mail] = sentMails(ses);
    expect(sentMails(ses)).toHaveLength(1);
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.text).toContain('http://localhost:3000/verify-email?token=');
    expect(mail?.html).toContain('http://localhost:3000/verify-email?token=');
    const token = linkToken(mail, '/verify-email');
    const [tokenPut] = ddb.commandCalls(PutCommand);
    const input = tokenPut?.args[0].input;
    expect(input?.Item).toMatchObject({ ...tokenKey(token), kind: 'verify-email', userId: storedMember().id });
    expect(input?.Item?.PK).toBe(`TOKEN#${hashToken(token)}`);
    expect(JSON.stringify(input)).not.toContain(token);
  });

  it('gives the verification link a day to live', async () => {
    // Act
    const before = Date.now();
    await signUp(validBody);

    // Assess
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item ?? {};
    const lifetime = Date.parse(String(item.expiresAt)) - before;
    expect(lifetime).toBeGreaterThanOrEqual(24 * 3600_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    expect(item.ttl).toBe(Math.floor(Date.parse(String(item.expiresAt)) / 1000));
  });

  it("answers 400 with 'already exists' when the email is taken, and sends no mail", async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());

    // Act
    const result = await signUp(validBody);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.accountExists });
    expect(String(bodyOf(result).message)).toContain('already exists');
    expect(sentMails(ses)).toHaveLength(0);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  describe('when SES will not send the verification mail', () => {
    /** SES's refusal of a recipient, as the SDK throws it (the sandbox's unverified address). */
    const messageRejected = () =>
      Object.assign(new Error('Email address is not verified. The following identities failed the check: ada@example.com'), {
        name: 'MessageRejected',
      });

    /** The transaction that takes the sign-up back: the email claim and the member, together. */
    const withdrawal = () =>
      ddb
        .commandCalls(TransactWriteCommand)
        .map((call) => call.args[0].input.TransactItems ?? [])
        .find((items) => items.every((item) => item.Delete));

    it('answers 400 with a message that says no account was made, and frees the address', async () => {
      // Prepare
      ses.on(SendEmailCommand).rejects(messageRejected());

      // Act
      const result = await signUp(validBody);

      // Assess
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.signupMailRefused });
      const deletes = withdrawal()?.map((item) => item.Delete);
      expect(deletes).toHaveLength(2);
      expect(deletes?.[0]).toMatchObject({
        Key: emailKey('ada@example.com'),
        ExpressionAttributeValues: { ':id': storedMember().id },
      });
      expect(deletes?.[1]).toMatchObject({ Key: { PK: `USER#${String(storedMember().id)}`, SK: 'PROFILE' } });
      expect(deletes?.[1]?.ConditionExpression).toBe('emailVerified = :false');
    });

    it('answers 503 with Retry-After when sending fails for another reason, and frees the address too', async () => {
      // Prepare
      ses.on(SendEmailCommand).rejects(Object.assign(new Error('Sending paused'), { name: 'SendingPausedException' }));

      // Act
      const result = await signUp(validBody);

      // Assess
      expect(result.statusCode).toBe(503);
      expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.signupMailUnavailable });
      expect(Number(result.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(withdrawal()).toHaveLength(2);
    });
  });

  it('ignores fields a caller must not set, such as emailVerified, authProvider and passwordHash', async () => {
    // Act
    const result = await signUp({
      ...validBody,
      emailVerified: true,
      authProvider: 'google',
      passwordHash: 'scrypt$1$1$1$AAAA$AAAA',
      id: 'admin',
      profileImageUrl: 'https://evil.example/x.png',
    });

    // Assess
    expect(result.statusCode).toBe(201);
    const user = storedMember();
    expect(user).toMatchObject({ emailVerified: false, authProvider: 'email' });
    expect(user.profileImageUrl ?? null).toBeNull();
    expect(user.id).not.toBe('admin');
    expect(user.passwordHash).not.toBe('scrypt$1$1$1$AAAA$AAAA');
  });

  it('counts the mail against the address and answers 429 on the 4th in a window', async () => {
    // Prepare
    givenMailCount(ddb, 'ada@example.com', 4);

    // Act
    const result = await signUp(validBody);

    // Assess
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(result.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(ddb.commandCalls(UpdateCommand, { Key: { PK: ratePk('mail', 'ada@example.com') } })).toHaveLength(1);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(sentMails(ses)).toHaveLength(0);
  });

  describe('validation', () => {
    const longLocal = 'a'.repeat(64);
    const longDomain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`;
    const email256 = `${'a'.repeat(256 - '@example.com'.length)}@example.com`;
    const email255 = `${'a'.repeat(255 - '@example.com'.length)}@example.com`;

    it.each([
      ['a missing email', { ...validBody, email: undefined }, AUTH_MESSAGES.emailInvalid],
      ['an email without @', { ...validBody, email: 'ada.example.com' }, AUTH_MESSAGES.emailInvalid],
      ['an email without a domain', { ...validBody, email: 'ada@' }, AUTH_MESSAGES.emailInvalid],
      ['an empty email', { ...validBody, email: '' }, AUTH_MESSAGES.emailInvalid],
      ['an email of 256 characters', { ...validBody, email: email256 }, AUTH_MESSAGES.emailTooLong],
      ['an email of 300+ characters', { ...validBody, email: `${longLocal}@${longDomain}` }, AUTH_MESSAGES.emailTooLong],
      ['a missing password', { ...validBody, password: undefined }, AUTH_MESSAGES.passwordTooShort],
      ['a password of 7 characters', { ...validBody, password: '1234567' }, AUTH_MESSAGES.passwordTooShort],
      ['a password of 129 characters', { ...validBody, password: 'p'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
      ['a missing first name', { ...validBody, firstName: undefined }, AUTH_MESSAGES.firstNameRequired],
      ['a blank first name', { ...validBody, firstName: '   ' }, AUTH_MESSAGES.firstNameRequired],
      ['a first name of 51 characters', { ...validBody, firstName: 'A'.repeat(51) }, AUTH_MESSAGES.firstNameTooLong],
      ['a first name with digits', { ...validBody, firstName: 'Ada2' }, AUTH_MESSAGES.firstNameInvalid],
      ['a first name with markup', { ...validBody, firstName: '<b>Ada</b>' }, AUTH_MESSAGES.firstNameInvalid],
      ['a first name with an underscore', { ...validBody, firstName: 'Ada_L' }, AUTH_MESSAGES.firstNameInvalid],
      ['a missing last name', { ...validBody, lastName: undefined }, AUTH_MESSAGES.lastNameRequired],
      ['an empty last name', { ...validBody, lastName: '' }, AUTH_MESSAGES.lastNameRequired],
      ['a last name of 51 characters', { ...validBody, lastName: 'L'.repeat(51) }, AUTH_MESSAGES.lastNameTooLong],
      ['a last name with symbols', { ...validBody, lastName: 'Love!ace' }, AUTH_MESSAGES.lastNameInvalid],
      ['a last name with an emoji', { ...validBody, lastName: 'Lovelace 😀' }, AUTH_MESSAGES.lastNameInvalid],
    ])('answers 400 to %s', async (_case, body, message) => {
      // Act
      const result = await signUp(body);

      // Assess
      expect(result.statusCode).toBe(400);
      expect(bodyOf(result)).toEqual({ message });
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
      expect(sentMails(ses)).toHaveLength(0);
    });

    it('accepts the limits themselves: an email of 255, a password of 8 and of 128, names of 50', async () => {
      // Act
      const results = [
        await signUp({ ...validBody, email: email255 }),
        await signUp({ ...validBody, password: '12345678' }),
        await signUp({ ...validBody, password: 'p'.repeat(128) }),
        await signUp({ ...validBody, firstName: 'A'.repeat(50), lastName: 'L'.repeat(50) }),
      ];

      // Assess
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    });
  });
});
