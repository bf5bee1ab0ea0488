import '../support/env';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MAIL_ANSWER_FLOOR_MS } from '../../../shared/constants';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { handler } from '../../../functions/auth/handler';
import { bodyOf, invoke } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { linkToken, sentMails, useMockSes } from '../support/mail';
import { emailKey, givenMailCount, givenMember, member, ratePk, resetTable, tokenKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = useMockSes();

const forgotPassword = (body: unknown) => invoke(handler, { routeKey: 'POST /api/auth/forgot-password', body });

beforeEach(() => {
  resetTable(ddb);
});

describe('POST /api/auth/forgot-password', () => {
  it('mails a /reset-password?token= link to an existing member', async () => {
    // Prepare
    const ada = member({ email: 'ada@example.com', firstName: 'Ada' });
    givenMember(ddb, ada);

    // Act
    const result = await forgotPassword({ email: 'ada@example.com' });

    // Assess
    expect(result.statusCode).toBe(200);
    const [mail] = sentMails(ses);
    expect(sentMails(ses)).toHaveLength(1);
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.text).toContain('Hi Ada,');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
    const token = linkToken(mail, '/reset-password');
    const [put] = ddb.commandCalls(PutCommand);
    expect(put?.args[0].input.Item).toMatchObject({ ...tokenKey(token), kind: 'reset-password', userId: ada.id });
    expect(JSON.stringify(put?.args[0].input)).not.toContain(token);
  });

  it('gives the reset link one hour to live', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');
    givenMember(ddb, member({ email: 'ada@example.com' }));

    // Act
    await forgotPassword({ email: 'ada@example.com' });

    // Assess
    const item = ddb.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item?.expiresAt).toBe(new Date(clock.now().getTime() + 3600_000).toISOString());
  });

  it('answers an unknown address exactly as an existing one, and mails nothing', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com' }));

    // Act
    const known = await forgotPassword({ email: 'ada@example.com' });
    const unknown = await forgotPassword({ email: 'nobody@example.com' });

    // Assess
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers).toEqual(known.headers);
    expect(bodyOf(unknown)).toEqual({ message: AUTH_MESSAGES.mailNeutral });
    expect(sentMails(ses).map((m) => m.to)).toEqual([['ada@example.com']]);
  });

  it('answers alike when the mail to a real member fails to send, and never sooner than the floor', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com' }));
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));

    // Act
    const started = performance.now();
    const known = await forgotPassword({ email: 'ada@example.com' });
    const elapsed = performance.now() - started;
    const unknown = await forgotPassword({ email: 'nobody@example.com' });

    // Assess
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(elapsed).toBeGreaterThanOrEqual(ACCOUNT_MAIL_ANSWER_FLOOR_MS - 1);
  });

  it('counts unknown addresses against the mail allowance too', async () => {
    // Act
    await forgotPassword({ email: 'Nobody@Example.com' });

    // Assess
    expect(ddb.commandCalls(UpdateCommand, { Key: { PK: ratePk('mail', 'nobody@example.com') } })).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand, { Key: emailKey('nobody@example.com') })).toHaveLength(1);
  });

  it.each([
    ['an existing', 'ada@example.com'],
    ['an unknown', 'nobody@example.com'],
  ])('answers 429 with Retry-After to the 4th mail in a window for %s address', async (_case, email) => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com' }));
    givenMailCount(ddb, email, 4);

    // Act
    const result = await forgotPassword({ email });

    // Assess
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(result.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(sentMails(ses)).toHaveLength(0);
  });

  it('still mails the 3rd time in a window', async () => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com' }));
    givenMailCount(ddb, 'ada@example.com', 3);

    // Act
    const result = await forgotPassword({ email: 'ada@example.com' });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(sentMails(ses)).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}, AUTH_MESSAGES.emailInvalid],
    ['an invalid email', { email: 'ada at example.com' }, AUTH_MESSAGES.emailInvalid],
    ['an email of 256 characters', { email: `${'a'.repeat(244)}@example.com` }, AUTH_MESSAGES.emailTooLong],
  ])('answers 400 to %s', async (_case, body, message) => {
    // Act
    const result = await forgotPassword(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message });
    expect(ddb.calls()).toHaveLength(0);
  });
});
