/**
 * Local mode's stand-in for the EventBridge schedules (infra/stack/schedule.ts): the weekly-feature and
 * capsule-open jobs run once at start, after `ready` (the demo photos analysed), then every hour, one
 * after the other, through the same handler entry the cloud invokes. The weekly job writes only while
 * the week has no feature and the capsule job tells each owner once, so running them often is harmless;
 * a week that starts while the server runs gets its feature within the hour, a capsule its notification.
 */
import { randomUUID } from 'node:crypto';
import { lambdaContext, loadHandler } from './api-adapter';

/** The group whose function runs scheduled jobs (WEEKLY_JOB_GROUP in the CDK stack). */
const JOB_GROUP = 'content';
export const WEEKLY_FEATURE_JOB = 'weekly-feature';
export const CAPSULE_OPEN_JOB = 'capsule-open';
/** What each tick runs, in order. */
export const LOCAL_JOBS = [WEEKLY_FEATURE_JOB, CAPSULE_OPEN_JOB] as const;
/** @default every hour */
export const LOCAL_JOB_INTERVAL_MS = 60 * 60_000;

/** Invokes the job the way the schedule does: `{ job }` to the content Lambda. */
export async function runScheduledJob(job: string): Promise<unknown> {
  const handler = await loadHandler(JOB_GROUP);
  return handler({ job }, lambdaContext(JOB_GROUP, randomUUID()));
}

export interface ScheduledJobs {
  /** Stops the timer and waits for a run in progress, so the emulators can stop after it. */
  stop(): Promise<void>;
}

export function startScheduledJobs(options: { ready?: () => Promise<void>; intervalMs?: number } = {}): ScheduledJobs {
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  // One job failing never keeps the next from running.
  const runJobsInTurn = async () => {
    for (const job of LOCAL_JOBS) {
      if (stopped) return;
      await runScheduledJob(job).catch((error: unknown) => console.error(`${job} job failed`, error));
    }
  };
  const run = () => {
    if (stopped || inFlight) return;
    inFlight = runJobsInTurn().finally(() => {
      inFlight = null;
    });
  };
  void (options.ready?.() ?? Promise.resolve()).catch(() => undefined).then(run);
  // unref: the timer alone never keeps the process (a test run, `npm run seed`) alive.
  const timer = setInterval(run, options.intervalMs ?? LOCAL_JOB_INTERVAL_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}
