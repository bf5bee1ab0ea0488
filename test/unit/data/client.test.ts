import '../support/env';
import { describe, expect, it } from 'vitest';
import { isConditionFailure, isLive, isTransactionConditionFailure } from '../../../functions/data/table/client';
import { freezeClock } from '../support/clock';
import { conditionFailed, transactionCanceled } from '../support/table';

describe('isLive', () => {
  it('keeps items without a ttl or with a ttl in the future, and drops the rest', () => {
    // Prepare
    const now = freezeClock('2026-03-01T12:00:00.000Z').now().getTime() / 1000;

    // Act
    const verdicts = [
      isLive(undefined),
      isLive({ PK: 'a' }),
      isLive({ ttl: now + 1 }),
      isLive({ ttl: now }),
      isLive({ ttl: now - 1 }),
      isLive({ ttl: String(now - 1) }),
    ];

    // Assess
    expect(verdicts).toEqual([false, true, true, false, false, true]);
  });
});

describe('condition failures', () => {
  it('recognises a failed condition on a single write', () => {
    // Assess
    expect(isConditionFailure(conditionFailed())).toBe(true);
    expect(isConditionFailure(new Error('ConditionalCheckFailedException'))).toBe(false);
    expect(isConditionFailure({ name: 'ConditionalCheckFailedException' })).toBe(false);
  });

  it('recognises a transaction cancelled by a failed condition, and only that', () => {
    // Prepare
    const throttled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ThrottlingError' }],
    });

    // Assess
    expect(isTransactionConditionFailure(transactionCanceled())).toBe(true);
    expect(isTransactionConditionFailure(throttled)).toBe(false);
    expect(isTransactionConditionFailure(conditionFailed())).toBe(false);
  });
});
