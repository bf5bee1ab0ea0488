/**
 * The account-deletion job (group.ts declares it with its schedules): finishes the deletions
 * nobody finished. A member whose deletion started is on the leaving members' work list until their
 * profile goes, last; each run claims every one whose claim lapsed or was given back (a request that ran
 * out of time, a run that failed or crashed) and runs the same resumable deletion while it has time.
 */
import type { Context } from 'aws-lambda';
import { claimDeletion, leavingMembers, releaseDeletion } from '../data/members/user-deletion';
import { getUser } from '../data/members/users';
import { deleteAccount } from './account-erasure';
import { DELETION_LEASE_MS, deletionDeadline, DeletionOutOfTime, hasTimeLeft } from './deletion-budget';
import { logger } from '../kernel/logger';

/** Members read from the work list per look; a run looks again until it has seen them all or runs out of time. */
const PAGE = 25;

export interface AccountDeletionOutcome {
  /** Members whose deletion this run finished. */
  finished: number;
  /** Members it took but ran out of time for: the next run continues. */
  unfinished: number;
  /** Members whose deletion failed at a step (logged each): the next run tries again. */
  failed: number;
}

type Result = 'finished' | 'unfinished' | 'failed' | 'skipped';

async function finishLeaving(userId: string, deadline: number): Promise<Result> {
  const user = await getUser(userId);
  // Gone already (the index lags the profile's deletion), or a request or another run is on it.
  const leavingSince = user?.leavingSince && (await claimDeletion(userId, DELETION_LEASE_MS));
  if (!user || !leavingSince) return 'skipped';
  try {
    await deleteAccount({ ...user, leavingSince }, { markedAt: Date.parse(leavingSince), deadline });
    return 'finished';
  } catch (error) {
    const outOfTime = error instanceof DeletionOutOfTime;
    if (!outOfTime) logger.error('account deletion failed; the next run tries again', { error, userId });
    // Given back so the next run need not wait for the lease; one that cannot be lets it lapse.
    await releaseDeletion(userId).catch((failed: unknown) =>
      logger.warn('account deletion claim not released', { error: String(failed), userId }),
    );
    return outOfTime ? 'unfinished' : 'failed';
  }
}

/**
 * Every member on the work list, while there is time. A failed deletion does not stop the others; the run
 * reports it at the end as the function's error, so the function's Errors alarm pages someone
 * (docs/operations.md) instead of a member staying half-deleted while every run quietly fails again.
 */
export async function runAccountDeletionJob(invocation?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<AccountDeletionOutcome> {
  const outcome = await finishEveryLeaving(deletionDeadline(Date.now(), invocation));
  if (outcome.failed > 0) throw new Error(`account deletion failed for ${outcome.failed} member(s); the next run tries again`);
  return outcome;
}

async function finishEveryLeaving(deadline: number): Promise<AccountDeletionOutcome> {
  const outcome: AccountDeletionOutcome = { finished: 0, unfinished: 0, failed: 0 };
  for (let after: string | undefined; ;) {
    const page = await leavingMembers(PAGE, after);
    for (const { userId, position } of page) {
      if (!hasTimeLeft(deadline)) return outcome;
      after = position;
      const result = await finishLeaving(userId, deadline);
      if (result !== 'skipped') outcome[result] += 1;
    }
    if (page.length < PAGE) return outcome;
  }
}
