import '../support/env';
import { DynamoDBDocumentClient, DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { handler } from '../../../functions/auth/handler';
import { hashPassword, verifyPassword } from '../../../functions/lib/accounts/passwords';

// The real scrypt, watched: a bogus link must not cost one.
vi.mock('../../../functions/lib/accounts/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../functions/lib/accounts/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
import { bodyOf, invoke } from '../support/api-event';
import { freezeClock } from '../support/clock';
import { conditionFailed, deletedKeys, givenLinkToken, resetTable, tokenKey, updatesOf, userKey } from '../support/table';
import { useMemoryMediaStore } from '../support/media-store';
import { dataExportKey } from '../../../functions/data/keys/keys';
import { dataExportObjectKey } from '../../../functions/lib/media/object-keys';

const ddb = mockClient(DynamoDBDocumentClient);
let media: ReturnType<typeof useMemoryMediaStore>;

const resetPassword = (body: unknown) => invoke(handler, { routeKey: 'POST /api/auth/reset-password', body });
const USER_ID = '01JRESET00000000000000000A';
const TOKEN = 'reset-token-from-the-mail';
const NEW_PASSWORD = 'a brand new secret';
const validBody = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, token: TOKEN };

const inAnHour = () => new Date(Date.now() + 3600_000);

beforeEach(() => {
  resetTable(ddb);
  media = useMemoryMediaStore();
  vi.mocked(hashPassword).mockClear();
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password (hashed) with a valid token and marks the email verified', async () => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: inAnHour() });

    // Act
    const result = await resetPassword(validBody);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.resetSuccess });
    const [update] = updatesOf(ddb, userKey(USER_ID));
    const hash = String(update?.ExpressionAttributeValues?.[':hash']);
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect(JSON.stringify(update)).not.toContain(NEW_PASSWORD);
    expect(update?.UpdateExpression).toContain('emailVerified = :true');
  });

  it('consumes the token as a reset-password token that has not expired', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: new Date('2026-03-01T12:30:00.000Z') });

    // Act
    await resetPassword(validBody);

    // Assess
    expect(ddb.commandCalls(DeleteCommand, { Key: tokenKey(TOKEN) })[0]?.args[0].input).toMatchObject({
      ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expiresAt > :now',
      ExpressionAttributeValues: { ':kind': 'reset-password', ':now': clock.now().toISOString() },
    });
  });

  it('takes back every copy of the member’s data: the copy item goes and every archive of theirs is deleted', async () => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: inAnHour() });
    const archive = { bytes: Buffer.from('zip'), contentType: 'application/zip', size: 3 };
    media.objects.set(dataExportObjectKey(USER_ID, 'current-copy'), archive);
    media.objects.set(dataExportObjectKey(USER_ID, 'older-copy'), archive);
    media.objects.set(dataExportObjectKey('01JOTHERMEMBER000000000000', 'theirs'), archive);

    // Act
    const result = await resetPassword(validBody);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(deletedKeys(ddb)).toContainEqual(dataExportKey(USER_ID));
    expect([...media.objects.keys()]).toEqual([dataExportObjectKey('01JOTHERMEMBER000000000000', 'theirs')]);
  });

  it('ends every session of the member', async () => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: inAnHour() });
    const page1 = [
      { PK: 'SESSION#aaa', SK: 'SESSION' },
      { PK: 'SESSION#bbb', SK: 'SESSION' },
    ];
    const page2 = [{ PK: 'SESSION#ccc', SK: 'SESSION' }];
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':prefix': 'SESSION#' } })
      .resolvesOnce({ Items: page1, LastEvaluatedKey: page1[1] })
      .resolvesOnce({ Items: page2 });

    // Act
    const result = await resetPassword(validBody);

    // Assess
    expect(result.statusCode).toBe(200);
    const queries = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.ExpressionAttributeValues?.[':prefix'] === 'SESSION#');
    expect(queries[0]).toMatchObject({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${USER_ID}`, ':prefix': 'SESSION#' },
    });
    expect(queries[1]?.ExclusiveStartKey).toEqual(page1[1]);
    expect(deletedKeys(ddb).filter((key) => String(key.PK).startsWith('SESSION#'))).toEqual([...page1, ...page2]);
  });

  it('ends every other reset link of the member', async () => {
    // Prepare: the member asked twice; this is the older mail's link
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: inAnHour() });
    const newer = { PK: 'TOKEN#newer-hash', SK: 'TOKEN' };
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':prefix': 'TOKEN#reset-password#' } }).resolves({ Items: [newer] });

    // Act
    const result = await resetPassword(validBody);

    // Assess
    expect(result.statusCode).toBe(200);
    const [query] = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.ExpressionAttributeValues?.[':prefix'] === 'TOKEN#reset-password#');
    expect(query).toMatchObject({ IndexName: 'GSI1', ExpressionAttributeValues: { ':pk': `USER#${USER_ID}` } });
    expect(deletedKeys(ddb)).toContainEqual(newer);
  });

  it('checks the token before spending scrypt on the new password', async () => {
    // Prepare
    ddb.on(DeleteCommand).rejects(conditionFailed());

    // Act
    const result = await resetPassword({ ...validBody, token: 'made-up' });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it.each([
    ['expired', { kind: 'reset-password' as const, expiresAt: new Date(Date.now() - 1000) }],
    ['a verify-email token', { kind: 'verify-email' as const, expiresAt: inAnHour() }],
  ])('refuses a token that is %s, and changes nothing', async (_case, token) => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, userId: USER_ID, ...token });

    // Act
    const result = await resetPassword(validBody);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.resetInvalid });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses an unknown token', async () => {
    // Prepare
    ddb.on(DeleteCommand).rejects(conditionFailed());

    // Act
    const result = await resetPassword({ ...validBody, token: 'made-up' });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it('refuses a token used once already', async () => {
    // Prepare
    givenLinkToken(ddb, { token: TOKEN, kind: 'reset-password', userId: USER_ID, expiresAt: inAnHour() });
    await resetPassword(validBody);

    // Act
    const again = await resetPassword({ ...validBody, password: 'attacker pass', confirmPassword: 'attacker pass' });

    // Assess
    expect(again.statusCode).toBe(400);
    expect(bodyOf(again)).toEqual({ message: AUTH_MESSAGES.resetInvalid });
    expect(updatesOf(ddb, userKey(USER_ID))).toHaveLength(1);
  });

  it.each([
    ['a short password', { ...validBody, password: 'short', confirmPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
    ['a missing password', { confirmPassword: NEW_PASSWORD, token: TOKEN }, AUTH_MESSAGES.passwordTooShort],
    ['a short confirmation', { ...validBody, confirmPassword: 'short' }, AUTH_MESSAGES.passwordTooShort],
    [
      'a password of 129 characters',
      { ...validBody, password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      AUTH_MESSAGES.passwordTooLong,
    ],
    ['passwords that differ', { ...validBody, confirmPassword: 'a brand new secreT' }, AUTH_MESSAGES.passwordsDontMatch],
    ['a missing token', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, AUTH_MESSAGES.tokenRequired],
  ])('answers 400 to %s', async (_case, body, message) => {
    // Act
    const result = await resetPassword(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message });
    expect(ddb.calls()).toHaveLength(0);
  });
});
