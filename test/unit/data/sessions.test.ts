import '../support/env';
import { DynamoDBDocumentClient, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteSession, deleteSessionsOfUser, getSession, putSession } from '../../../functions/data/members/sessions';
import { hashToken } from '../../../functions/kernel/ids';
import { freezeClock } from '../support/clock';
import { givenSession, resetTable, sessionKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

describe('putSession', () => {
  it('stores sid (hashed), sess and expire for 30 days, listed under the member', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const { expire } = await putSession('raw-sid', 'u1', 'Firefox on Linux');

    // Assess
    expect(expire.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'snifty-unit',
      Item: {
        ...sessionKey('raw-sid'),
        GSI1PK: 'USER#u1',
        GSI1SK: 'SESSION#2026-03-31T12:00:00.000Z',
        type: 'session',
        sid: hashToken('raw-sid'),
        sess: JSON.stringify({ userId: 'u1', createdAt: '2026-03-01T12:00:00.000Z' }),
        expire: '2026-03-31T12:00:00.000Z',
        ttl: Date.parse('2026-03-31T12:00:00.000Z') / 1000,
        device: 'Firefox on Linux',
        lastSeen: '2026-03-01T12:00:00.000Z',
      },
    });
  });
});

describe('getSession', () => {
  it('reads a live session', async () => {
    // Prepare
    givenSession(ddb, 'raw-sid', 'u1', new Date(Date.now() + 60_000));

    // Act
    const session = await getSession('raw-sid');

    // Assess
    expect(session).toEqual({ userId: 'u1', createdAt: '2026-01-02T03:04:05.000Z' });
  });

  it('ignores an expired session and an unknown one', async () => {
    // Prepare
    givenSession(ddb, 'old-sid', 'u1', new Date(Date.now() - 1000));

    // Act
    const sessions = [await getSession('old-sid'), await getSession('unknown')];

    // Assess
    expect(sessions).toEqual([null, null]);
  });

  it('records its use at most once per 5 minutes, conditioned on the session still being there', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');
    const sess = JSON.stringify({ userId: 'u1', createdAt: '2026-02-01T00:00:00.000Z' });
    const expire = '2026-03-20T00:00:00.000Z';
    ddb.on(GetCommand, { Key: sessionKey('fresh') }).resolves({ Item: { sess, expire, lastSeen: '2026-03-01T11:58:00.000Z' } });
    ddb.on(GetCommand, { Key: sessionKey('stale') }).resolves({ Item: { sess, expire, lastSeen: '2026-03-01T11:50:00.000Z' } });
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('gone'), { name: 'ConditionalCheckFailedException' }));

    // Act
    const read = [await getSession('fresh'), await getSession('stale')];

    // Assess: one write, for the stale one; its failure does not fail the read.
    expect(read.map((s) => s?.userId)).toEqual(['u1', 'u1']);
    const updates = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      Key: sessionKey('stale'),
      UpdateExpression: 'SET lastSeen = :now',
      ExpressionAttributeValues: { ':now': '2026-03-01T12:00:00.000Z', ':stale': '2026-03-01T11:55:00.000Z' },
    });
  });

  it('ignores a session whose data does not match the schema', async () => {
    // Prepare
    ddb.on(GetCommand, { Key: sessionKey('odd') }).resolves({ Item: { sess: JSON.stringify({ user: 'u1' }) } });

    // Act
    const session = await getSession('odd');

    // Assess
    expect(session).toBeNull();
  });
});

describe('deleting sessions', () => {
  it('deleteSession deletes by the hash of the id', async () => {
    // Act
    await deleteSession('raw-sid');

    // Assess
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual(sessionKey('raw-sid'));
  });

  it('deleteSessionsOfUser deletes every page of the member’s sessions and counts them', async () => {
    // Prepare
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ PK: 'SESSION#a', SK: 'SESSION' }], LastEvaluatedKey: { PK: 'SESSION#a' } })
      .resolvesOnce({ Items: [{ PK: 'SESSION#b', SK: 'SESSION' }] });

    // Act
    const count = await deleteSessionsOfUser('u1');

    // Assess
    expect(count).toBe(2);
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input.Key)).toEqual([
      { PK: 'SESSION#a', SK: 'SESSION' },
      { PK: 'SESSION#b', SK: 'SESSION' },
    ]);
  });
});
