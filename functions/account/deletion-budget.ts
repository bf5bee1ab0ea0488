/**
 * How long an account deletion may run in one invocation (docs/decisions/account-deletion.md). The request
 * and the account-deletion job both run the same resumable deletion with a deadline; at the deadline it
 * stops between two steps, and whoever ran it gives its claim back, so the job carries on where it stopped.
 */
import type { Context } from 'aws-lambda';

/**
 * Kept free before the invocation's own end: the step under way when the deadline passes (one chunk of
 * eight photos) finishes, then the claim is given back and the answer sent.
 */
export const DELETION_MARGIN_MS = 3_000;
/**
 * A run's claim on a member's deletion: twice the account function's timeout (15 s), so a claim outlives
 * only a run that crashed, and then not by much; a run that stops in time gives its claim back at once.
 */
export const DELETION_LEASE_MS = 30_000;
/** A member waits at most this long for their deletion to finish; past it the job finishes it (202). */
export const REQUEST_DELETION_MS = 10_000;

/** Thrown at the first check after the deadline: the deletion stopped between two steps, nothing half-written. */
export class DeletionOutOfTime extends Error {
  constructor() {
    super('account deletion: out of time, the account-deletion job carries on');
    this.name = 'DeletionOutOfTime';
  }
}

/**
 * The moment a deletion starting `now` must stop: the invocation's remaining time less the margin, and at
 * most `capMs`. Never before `now` (no time left means stop at the first check).
 */
export function deletionDeadline(
  now: number,
  invocation: Pick<Context, 'getRemainingTimeInMillis'> | undefined,
  capMs = Number.POSITIVE_INFINITY,
): number {
  const remaining = invocation ? invocation.getRemainingTimeInMillis() - DELETION_MARGIN_MS : capMs;
  return now + Math.max(0, Math.min(remaining, capMs));
}

export const hasTimeLeft = (deadline: number, now = Date.now()): boolean => now < deadline;

/** Throws DeletionOutOfTime once `deadline` has passed; the deletion calls it between its steps. */
export function assertTimeLeft(deadline: number, now = Date.now()): void {
  if (!hasTimeLeft(deadline, now)) throw new DeletionOutOfTime();
}
