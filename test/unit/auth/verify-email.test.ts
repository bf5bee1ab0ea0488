import '../support/env';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { handler } from '../../../functions/auth/handler';
import { bodyOf, invoke } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { conditionFailed, givenLinkToken, resetTable, tokenKey, userKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

const verifyEmail = (body: unknown) => invoke(handler, { routeKey: 'POST /api/auth/verify-email', body });
const USER_ID = '01JVERIFY0000000000000000A';
const TOKEN = 'verify-token-from-the-mail';

beforeEach(() => {
  resetTable(ddb);
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the email of the token’s member and spends the token', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');
    givenLinkToken(ddb, { token: TOKEN, kind: 'verify-email', userId: USER_ID, expiresAt: new Date('2026-03-02T11:00:00.000Z') });

    // Act
    const result = await verifyEmail({ token: TOKEN });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.verifySuccess });
    const [spend] = ddb.commandCalls(UpdateCommand, { Key: tokenKey(TOKEN) });
    expect(spend?.args[0].input).toMatchObject({
      UpdateExpression: 'SET spentAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expiresAt > :now AND attribute_not_exists(spentAt)',
      ExpressionAttributeValues: { ':kind': 'verify-email', ':now': clock.now().toISOString() },
    });
    const [update] = ddb.commandCalls(UpdateCommand, { Key: userKey(USER_ID) });
    expect(update?.args[0].input).toMatchObject({
      UpdateExpression: expect.stringContaining('emailVerified = :true'),
      ExpressionAttributeValues: expect.objectContaining({ ':true': true }),
    });
  });

  it('refuses an expired token with the friendly message', async () => {
    // Prepare
    freezeClock('2026-03-02T12:00:00.001Z');
    givenLinkToken(ddb, { token: TOKEN, kind: 'verify-email', userId: USER_ID, expiresAt: new Date('2026-03-02T12:00:00.000Z') });

    // Act
    const result = await verifyEmail({ token: TOKEN });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.verifyInvalid });
    expect(ddb.commandCalls(UpdateCommand, { Key: userKey(USER_ID) })).toHaveLength(0);
  });

  it('says the email is already verified when the link is opened a second time', async () => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, kind: 'verify-email', userId: USER_ID, expiresAt: new Date(Date.now() + 3600_000) });
    const first = await verifyEmail({ token: TOKEN });

    // Act
    const second = await verifyEmail({ token: TOKEN });

    // Assess
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first)).toEqual({ message: AUTH_MESSAGES.verifySuccess });
    expect(second.statusCode).toBe(200);
    expect(bodyOf(second)).toEqual({ message: AUTH_MESSAGES.verifyAlready, alreadyVerified: true });
    expect(ddb.commandCalls(UpdateCommand, { Key: tokenKey(TOKEN) })).toHaveLength(2);
  });

  it('refuses a password-reset token', async () => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: new Date(Date.now() + 3600_000) });

    // Act
    const result = await verifyEmail({ token: TOKEN });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.verifyInvalid });
    expect(ddb.commandCalls(UpdateCommand, { Key: userKey(USER_ID) })).toHaveLength(0);
  });

  it('refuses an unknown token', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const result = await verifyEmail({ token: 'made-up' });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.verifyInvalid });
  });

  it.each([
    ['a missing token', {}],
    ['an empty token', { token: '' }],
    ['a blank token', { token: '   ' }],
    ['a token of 257 characters', { token: 't'.repeat(257) }],
    ['a numeric token', { token: 12345 }],
  ])('answers 400 to %s', async (_case, body) => {
    // Act
    const result = await verifyEmail(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.tokenRequired });
    expect(ddb.calls()).toHaveLength(0);
  });
});
