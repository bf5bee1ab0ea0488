import '../support/env';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { hitRate, readRate } from '../../../functions/data/rate-limits';
import { freezeClock } from '../support/clock';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const WINDOW = 15 * 60_000;

beforeEach(() => {
  resetTable(ddb);
});

describe('hitRate', () => {
  it('adds one to the current window atomically, expiring with the window', async () => {
    // Prepare
    freezeClock('2026-03-01T12:10:00.000Z');
    ddb.on(UpdateCommand).resolves({ Attributes: { count: 3 } });

    // Act
    const state = await hitRate('mail', 'ada@example.com', WINDOW);

    // Assess
    const windowStart = Date.parse('2026-03-01T12:00:00.000Z');
    expect(state).toEqual({ count: 3, retryAfterSeconds: 300 });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toEqual({
      TableName: 'snifty-unit',
      Key: { PK: 'RATE#mail#ada@example.com', SK: `WINDOW#${windowStart}` },
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': (windowStart + WINDOW) / 1000 },
      ReturnValues: 'ALL_NEW',
    });
  });

  it('starts a new count in the next window', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:14:59.999Z');
    await hitRate('mail', 'ada@example.com', WINDOW);
    clock.advance(1);

    // Act
    await hitRate('mail', 'ada@example.com', WINDOW);

    // Assess
    const keys = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key?.SK);
    expect(keys).toEqual([`WINDOW#${Date.parse('2026-03-01T12:00:00.000Z')}`, `WINDOW#${Date.parse('2026-03-01T12:15:00.000Z')}`]);
  });
});

describe('readRate', () => {
  it('reads the window’s count, or 0 without an item', async () => {
    // Prepare
    freezeClock('2026-03-01T12:10:00.000Z');
    ddb.on(GetCommand, { Key: { PK: 'RATE#signin-failure#known' } }).resolves({ Item: { count: 4 } });

    // Act
    const known = await readRate('signin-failure', 'known', WINDOW);
    const unknown = await readRate('signin-failure', 'unknown', WINDOW);

    // Assess
    expect(known).toEqual({ count: 4, retryAfterSeconds: 300 });
    expect(unknown.count).toBe(0);
  });

  it('ignores a count whose ttl has passed', async () => {
    // Prepare
    const now = freezeClock('2026-03-01T12:10:00.000Z').now().getTime() / 1000;
    ddb.on(GetCommand).resolves({ Item: { count: 9, ttl: now - 1 } });

    // Act
    const state = await readRate('signin-failure', 'ada@example.com', WINDOW);

    // Assess
    expect(state.count).toBe(0);
  });
});
