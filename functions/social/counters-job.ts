/**
 * The counters job (group.ts declares it): recounts, from the items, the counters of members a deletion
 * touched (likes received, followers, following), a bounded batch per run, mends any that drifted and
 * reports how many it mended as a metric.
 */
import type { Context } from 'aws-lambda';
import { countersToRecheck, forgetRecheck, recheckCounters } from '../data/members/counter-recheck';
import { logger } from '../kernel/logger';
import { recordCounterRecheck } from './counter-metrics';

/** Members recounted per run at most: each is a handful of queries, plus their photos' counters. */
export const RECHECK_BATCH = 25;
/** Stops taking members with less than this left of the function's time. */
const RESERVE_MS = 5_000;
/** Between a count that found drift and the count that confirms it: indexes have caught up by then. */
const SETTLE_MS = 1_000;

export interface CountersOutcome {
  rechecked: number;
  mended: number;
  busy: number;
}

export async function runCountersJob(
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
  options: { settleMs?: number } = {},
): Promise<CountersOutcome> {
  const outcome: CountersOutcome = { rechecked: 0, mended: 0, busy: 0 };
  for (const entry of await countersToRecheck(RECHECK_BATCH)) {
    if (context && context.getRemainingTimeInMillis() < RESERVE_MS) break;
    const { mended, busy } = await recheckCounters(entry.userId, options.settleMs ?? SETTLE_MS);
    outcome.rechecked += 1;
    outcome.mended += mended;
    if (busy) outcome.busy += 1;
    // A member whose counters moved while counted keeps their mark for the next run.
    else await forgetRecheck(entry);
    if (mended) logger.warn('counters mended', { userId: entry.userId, mended });
  }
  recordCounterRecheck(outcome);
  return outcome;
}
