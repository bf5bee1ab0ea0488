import { describe, expect, it } from 'vitest';
import {
  assertTimeLeft,
  DELETION_LEASE_MS,
  DELETION_MARGIN_MS,
  deletionDeadline,
  DeletionOutOfTime,
  hasTimeLeft,
  REQUEST_DELETION_MS,
} from '../../../../functions/account/deletion-budget';

const invocation = (remainingMs: number) => ({ getRemainingTimeInMillis: () => remainingMs });
const NOW = 1_000_000;

describe('deletionDeadline', () => {
  it("keeps the margin free before the invocation's end", () => {
    expect(deletionDeadline(NOW, invocation(12_000))).toBe(NOW + 12_000 - DELETION_MARGIN_MS);
  });

  it('gives a request at most REQUEST_DELETION_MS, however long the invocation may run', () => {
    expect(deletionDeadline(NOW, invocation(15_000), REQUEST_DELETION_MS)).toBe(NOW + REQUEST_DELETION_MS);
  });

  it('takes the shorter of the cap and the invocation (a late start leaves less than the cap)', () => {
    expect(deletionDeadline(NOW, invocation(5_000), REQUEST_DELETION_MS)).toBe(NOW + 5_000 - DELETION_MARGIN_MS);
  });

  it('is now when no time is left (the first check stops the run), never before', () => {
    expect(deletionDeadline(NOW, invocation(DELETION_MARGIN_MS - 1))).toBe(NOW);
    expect(deletionDeadline(NOW, invocation(0), REQUEST_DELETION_MS)).toBe(NOW);
  });

  it('without an invocation (a run from the command line) is bounded by the cap only', () => {
    expect(deletionDeadline(NOW, undefined, 7_000)).toBe(NOW + 7_000);
    expect(deletionDeadline(NOW, undefined)).toBe(Number.POSITIVE_INFINITY);
  });

  it("ends every run the job or a request starts well within its claim's lease", () => {
    // The account function runs 15 s at most: a run that stops at its deadline gives the claim back
    // long before another run could take it.
    expect(deletionDeadline(NOW, invocation(15_000)) - NOW + DELETION_MARGIN_MS).toBeLessThan(DELETION_LEASE_MS);
  });
});

describe('assertTimeLeft', () => {
  it('lets the run go on before the deadline', () => {
    expect(hasTimeLeft(NOW + 1, NOW)).toBe(true);
    expect(() => assertTimeLeft(NOW + 1, NOW)).not.toThrow();
  });

  it('stops it at the deadline with DeletionOutOfTime', () => {
    expect(hasTimeLeft(NOW, NOW)).toBe(false);
    expect(() => assertTimeLeft(NOW, NOW)).toThrow(DeletionOutOfTime);
    expect(() => assertTimeLeft(NOW - 1, NOW)).toThrow(DeletionOutOfTime);
  });
});
