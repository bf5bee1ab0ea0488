import '../support/env';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { handler } from '../../../functions/auth/handler';
import { bodyOf, invoke } from '../support/api-event';
import { linkToken, sentMails, useMockSes } from '../support/mail';
import { givenMailCount, givenMember, member, ratePk, resetTable, tokenKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = useMockSes();

const resend = (body: unknown) => invoke(handler, { routeKey: 'POST /api/auth/resend-verification', body });

beforeEach(() => {
  resetTable(ddb);
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a fresh /verify-email?token= link to an unverified email member', async () => {
    // Prepare
    const ada = member({ email: 'ada@example.com', emailVerified: false });
    givenMember(ddb, ada);

    // Act
    const result = await resend({ email: 'ADA@example.com' });

    // Assess
    expect(result.statusCode).toBe(200);
    const [mail] = sentMails(ses);
    expect(mail?.to).toEqual(['ada@example.com']);
    const token = linkToken(mail, '/verify-email');
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      ...tokenKey(token),
      kind: 'verify-email',
      userId: ada.id,
    });
  });

  it.each([
    ['an unknown address', 'nobody@example.com'],
    ['an already verified member', 'verified@example.com'],
    ['a social member', 'grace@example.com'],
  ])('answers %s exactly as an unverified member, and mails nothing', async (_case, email) => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', emailVerified: false }));
    givenMember(ddb, member({ email: 'verified@example.com', emailVerified: true }));
    givenMember(ddb, member({ email: 'grace@example.com', emailVerified: false, authProvider: 'github' }));
    const reference = await resend({ email: 'ada@example.com' });
    ses.resetHistory();

    // Act
    const result = await resend({ email });

    // Assess
    expect(result.statusCode).toBe(reference.statusCode);
    expect(result.body).toBe(reference.body);
    expect(result.headers).toEqual(reference.headers);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.mailNeutral });
    expect(sentMails(ses)).toHaveLength(0);
  });

  it('counts every request against the address, known or not', async () => {
    // Act
    await resend({ email: 'nobody@example.com' });

    // Assess
    expect(ddb.commandCalls(UpdateCommand, { Key: { PK: ratePk('mail', 'nobody@example.com') } })).toHaveLength(1);
  });

  it.each([
    ['an unverified member', 'ada@example.com'],
    ['an unknown address', 'nobody@example.com'],
  ])('answers 429 to the 4th mail in a window for %s', async (_case, email) => {
    // Prepare
    givenMember(ddb, member({ email: 'ada@example.com', emailVerified: false }));
    givenMailCount(ddb, email, 4);

    // Act
    const result = await resend({ email });

    // Assess
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(result.headers?.['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(sentMails(ses)).toHaveLength(0);
  });

  it.each([
    ['a missing email', {}, AUTH_MESSAGES.emailRequired],
    ['an empty email', { email: '' }, AUTH_MESSAGES.emailRequired],
    ['a blank email', { email: '   ' }, AUTH_MESSAGES.emailRequired],
    ['an invalid email', { email: 'ada@' }, AUTH_MESSAGES.emailInvalid],
    ['an email of 256 characters', { email: `${'a'.repeat(244)}@example.com` }, AUTH_MESSAGES.emailTooLong],
  ])('answers 400 to %s', async (_case, body, message) => {
    // Act
    const result = await resend(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message });
    expect(ddb.calls()).toHaveLength(0);
  });
});
