import '../support/env';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { releaseRate, reserveRate } from '../../../functions/data/members/rate-windows';
import { freezeClock } from '../support/clock';
import { conditionFailed, resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const WINDOW = 15 * 60_000;

beforeEach(() => {
  resetTable(ddb);
});

describe('rate windows', () => {
  it('starts a new count in the next window', async () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:14:59.999Z');
    await reserveRate('mail', 'ada@example.com', WINDOW, 3);
    clock.advance(1);

    // Act
    await reserveRate('mail', 'ada@example.com', WINDOW, 3);

    // Assess
    const keys = ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key?.SK);
    expect(keys).toEqual([`WINDOW#${Date.parse('2026-03-01T12:00:00.000Z')}`, `WINDOW#${Date.parse('2026-03-01T12:15:00.000Z')}`]);
  });
});

describe('reserveRate', () => {
  it('takes a place only while fewer than the limit are taken, in one conditional write', async () => {
    // Prepare
    freezeClock('2026-03-01T12:10:00.000Z');

    // Act
    const state = await reserveRate('signin-address', '203.0.113.9', WINDOW, 50);

    // Assess
    const windowStart = Date.parse('2026-03-01T12:00:00.000Z');
    expect(state).toEqual({ reserved: true, retryAfterSeconds: 300 });
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'RATE#signin-address#203.0.113.9', SK: `WINDOW#${windowStart}` },
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': 50 },
    });
  });

  it('answers not reserved when the condition fails (all places taken)', async () => {
    // Prepare
    freezeClock('2026-03-01T12:10:00.000Z');
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const state = await reserveRate('signin-address', '203.0.113.9', WINDOW, 50);

    // Assess
    expect(state).toEqual({ reserved: false, retryAfterSeconds: 300 });
  });
});

describe('releaseRate', () => {
  it('gives a place back without ever going below zero', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    await releaseRate('signin-address', '203.0.113.9', WINDOW);

    // Assess
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
    });
  });
});
