/** The local DynamoDB front's ClientRequestToken memory: DynamoDB's answers, and what ten minutes of tokens hold. */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { IdempotencyTokens } from '../../../infra/local/dynamo/idempotency';
import { DynamoError } from '../../../infra/local/dynamo/wire';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** A full collection, so heapUsed counts only what is still held. */
function collectedHeapBytes(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

describe('IdempotencyTokens', () => {
  it('answers a repeat as applied, a reuse for another request as a mismatch, and forgets after ten minutes', () => {
    // Prepare
    const tokens = new IdempotencyTokens();
    const request = JSON.stringify([{ Update: { Key: { PK: { S: 'a' } } } }]);
    tokens.remember('t1', request, 0);

    // Act
    const repeat = tokens.alreadyApplied('t1', request, 1000);
    const mismatch = (() => {
      try {
        return tokens.alreadyApplied('t1', `${request} `, 1000);
      } catch (error) {
        return error;
      }
    })();
    const afterLifetime = tokens.alreadyApplied('t1', request, TEN_MINUTES_MS);

    // Assess
    expect(repeat).toBe(true);
    expect(mismatch).toBeInstanceOf(DynamoError);
    expect(afterLifetime).toBe(false);
    expect(tokens.size).toBe(0);
  });

  it('forgets expired tokens in the order they were remembered, a re-remembered one last', () => {
    // Prepare
    const tokens = new IdempotencyTokens();
    tokens.remember('early', 'a', 0);
    tokens.remember('late', 'b', 1000);
    tokens.remember('early', 'a', 2000);

    // Act
    const lateGone = !tokens.alreadyApplied('late', 'b', TEN_MINUTES_MS + 1000);

    // Assess
    expect(lateGone).toBe(true);
    expect(tokens.alreadyApplied('early', 'a', TEN_MINUTES_MS + 1000)).toBe(true);
  });

  it('holds a digest of each request, not the request: 5,000 transactions of 8 KB keep under 5 MB', () => {
    // Prepare
    const tokens = new IdempotencyTokens();
    const before = collectedHeapBytes();

    // Act
    for (let i = 0; i < 5000; i += 1) {
      tokens.remember(`token-${i}`, JSON.stringify([{ Put: { Item: { PK: { S: `item-${i}` }, body: { S: 'x'.repeat(8000) } } } }]), 0);
    }
    const held = collectedHeapBytes() - before;

    // Assess: the requests themselves would be 40 MB.
    expect(tokens.size).toBe(5000);
    expect(held).toBeLessThan(5 * 2 ** 20);
  });
});
