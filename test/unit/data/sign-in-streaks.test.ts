import '../support/env';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { delayAfterAttempt, reserveStreakAttempt, type StreakPolicy } from '../../../functions/data/members/sign-in-streaks';
import { freezeClock } from '../support/clock';
import { conditionFailed, resetTable, signInStreakKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const POLICY: StreakPolicy = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000, ttlMs: 24 * 3600_000 };
const KEY = signInStreakKey('ada@example.com', '203.0.113.9');
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-03-01T12:00:00.000Z');
});

const updates = () => ddb.commandCalls(UpdateCommand, { Key: KEY }).map((c) => c.args[0].input);

describe('delayAfterAttempt', () => {
  it('runs the free attempts without a lock, then doubles from the first delay up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => delayAfterAttempt(n, POLICY))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => delayAfterAttempt(n, POLICY) / 1000)).toEqual([30, 60, 120, 240, 480]);
    expect(delayAfterAttempt(10, POLICY)).toBe(15 * 60_000);
    expect(delayAfterAttempt(10_000, POLICY)).toBe(15 * 60_000);
  });
});

describe('reserveStreakAttempt', () => {
  it('counts one of the free attempts with a single conditional add', async () => {
    // Prepare
    ddb.on(UpdateCommand, { Key: KEY }).resolves({ Attributes: { attempts: 2 } });

    // Act
    const reservation = await reserveStreakAttempt('ada@example.com', '203.0.113.9', POLICY);

    // Assess
    expect(reservation).toEqual({ reserved: true, attempt: 2 });
    expect(updates()).toHaveLength(1);
    expect(updates()[0]).toMatchObject({
      UpdateExpression: 'ADD attempts :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :freeBefore',
      ExpressionAttributeValues: { ':freeBefore': 4, ':ttl': (NOW + POLICY.ttlMs) / 1000 },
    });
  });

  it('past the free attempts, takes the expired lock with a hold, then sets its own doubled delay', async () => {
    // Prepare: the free add fails (4 attempts made), the gated one passes as the 6th
    ddb
      .on(UpdateCommand, { Key: KEY, ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :freeBefore' })
      .rejects(conditionFailed());
    ddb
      .on(UpdateCommand, { Key: KEY, ConditionExpression: 'attribute_not_exists(lockedUntil) OR lockedUntil <= :now' })
      .resolves({ Attributes: { attempts: 6 } });

    // Act
    const reservation = await reserveStreakAttempt('ada@example.com', '203.0.113.9', POLICY);

    // Assess
    expect(reservation).toEqual({ reserved: true, attempt: 6 });
    const [, gated, lowered] = updates();
    expect(gated).toMatchObject({
      UpdateExpression: 'ADD attempts :one SET #ttl = :ttl, lockedUntil = :hold',
      ExpressionAttributeValues: { ':hold': NOW + POLICY.maxDelayMs, ':now': NOW },
    });
    expect(lowered).toMatchObject({
      UpdateExpression: 'SET lockedUntil = :lock',
      ConditionExpression: 'lockedUntil = :hold AND attempts = :attempt',
      ExpressionAttributeValues: { ':lock': NOW + 60_000, ':attempt': 6 },
    });
  });

  it('refuses while the lock holds, with the time left, and counts nothing', async () => {
    // Prepare
    ddb.on(UpdateCommand, { Key: KEY }).rejects(conditionFailed());
    ddb.on(GetCommand, { Key: KEY }).resolves({ Item: { attempts: 7, lockedUntil: NOW + 90_000 } });

    // Act
    const reservation = await reserveStreakAttempt('ada@example.com', '203.0.113.9', POLICY);

    // Assess
    expect(reservation).toEqual({ reserved: false, retryAfterMs: 90_000 });
  });
});
