import '../support/env';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { consumeOAuthState, putOAuthState } from '../../../functions/data/members/oauth-states';
import { freezeClock } from '../support/clock';
import { conditionFailed, givenOAuthState, oauthStateKey, resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

describe('putOAuthState', () => {
  it('stores the provider and verifier under the state for ten minutes', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    await putOAuthState('st', 'google', 'verifier');

    // Assess
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.Item).toEqual({
      ...oauthStateKey('st'),
      type: 'oauth-state',
      provider: 'google',
      codeVerifier: 'verifier',
      expiresAt: '2026-03-01T12:10:00.000Z',
      ttl: Date.parse('2026-03-01T12:10:00.000Z') / 1000,
    });
  });
});

describe('consumeOAuthState', () => {
  it('returns the attempt once, under a condition on existence and expiry', async () => {
    // Prepare
    givenOAuthState(ddb, { state: 'st', provider: 'github', codeVerifier: 'v', expiresAt: new Date(Date.now() + 60_000) });

    // Act
    const first = await consumeOAuthState('st');
    const second = await consumeOAuthState('st');

    // Assess
    expect(first).toEqual({ provider: 'github', codeVerifier: 'v' });
    expect(second).toBeNull();
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_exists(PK) AND expiresAt > :now');
  });

  it('answers null to an unknown state, and lets other failures through', async () => {
    // Prepare
    ddb.on(DeleteCommand, { Key: oauthStateKey('unknown') }).rejects(conditionFailed());
    ddb.on(DeleteCommand, { Key: oauthStateKey('broken') }).rejects(new Error('network'));

    // Act
    const unknown = await consumeOAuthState('unknown');
    const broken = consumeOAuthState('broken');

    // Assess
    expect(unknown).toBeNull();
    await expect(broken).rejects.toThrow('network');
  });
});
