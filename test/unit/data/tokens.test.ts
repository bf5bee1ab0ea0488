import '../support/env';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { consumeToken, putToken } from '../../../functions/data/members/tokens';
import { freezeClock } from '../support/clock';
import { conditionFailed, givenLinkToken, resetTable, tokenKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

describe('putToken', () => {
  it('stores the token’s hash with its kind, member and expiry, never the token', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    await putToken('raw-token', 'reset-password', 'u1', 3600_000);

    // Assess
    const input = ddb.commandCalls(PutCommand)[0]?.args[0].input;
    expect(input).toEqual({
      TableName: 'snifty-unit',
      Item: {
        ...tokenKey('raw-token'),
        GSI1PK: 'USER#u1',
        GSI1SK: 'TOKEN#reset-password#2026-03-01T12:00:00.000Z',
        type: 'token',
        kind: 'reset-password',
        userId: 'u1',
        expiresAt: '2026-03-01T13:00:00.000Z',
        ttl: Date.parse('2026-03-01T13:00:00.000Z') / 1000,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(JSON.stringify(input)).not.toContain('raw-token');
  });
});

describe('consumeToken', () => {
  it('returns the member of a live token of the kind, once', async () => {
    // Prepare
    givenLinkToken(ddb, { token: 'raw-token', kind: 'verify-email', userId: 'u1', expiresAt: new Date(Date.now() + 60_000) });

    // Act
    const first = await consumeToken('raw-token', 'verify-email');
    const second = await consumeToken('raw-token', 'verify-email');

    // Assess
    expect(first).toEqual({ userId: 'u1' });
    expect(second).toBeNull();
  });

  it('answers null when the delete returns nothing', async () => {
    // Act
    const consumed = await consumeToken('unknown', 'verify-email');

    // Assess
    expect(consumed).toBeNull();
  });

  it('answers null when the condition fails, and lets other failures through', async () => {
    // Prepare
    ddb.on(DeleteCommand, { Key: tokenKey('a') }).rejects(conditionFailed());
    ddb.on(DeleteCommand, { Key: tokenKey('b') }).rejects(new Error('network'));

    // Act
    const failedCondition = await consumeToken('a', 'verify-email');
    const failing = consumeToken('b', 'verify-email');

    // Assess
    expect(failedCondition).toBeNull();
    await expect(failing).rejects.toThrow('network');
  });
});
