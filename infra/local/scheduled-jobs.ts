/**
 * Local mode's stand-in for the EventBridge schedules (infra/stack/schedule.ts). Each job runs once at
 * start, after `ready` (the demo photos analysed), then on its interval, through the same handler entry
 * the cloud invokes with `{ job }`:
 * - weekly-feature (content function), hourly: it writes only while the week has no feature, so running
 *   it often is harmless, and a week that starts while the server runs gets its feature within the hour;
 * - capsule-open (content function), hourly: it tells each owner once that a capsule opened;
 * - data-export (data-export function), every 2 s: packs the copies members asked for (every minute in the cloud);
 * - account-deletion (account function), every 5 s: finishes deletions a request handed over or a run left
   (every minute in the cloud);
 * - reconcile (analysis function), every minute: photos whose bytes arrived but whose analysis a crash
 *   cut short are finished, and unsent uploads past their expiry are removed. Its first run takes every
 *   processing photo (`settledSeconds: 0`): nothing of a process that just started is being analysed.
 */
import { randomUUID } from 'node:crypto';
import { ACCOUNT_DELETION_JOB } from '../../functions/account/group';
import { lambdaContext, loadHandler } from './api-adapter';

export interface LocalJob {
  /** The route group whose function runs it (as the schedule targets it in the cloud). */
  group: string;
  job: string;
  intervalMs: number;
  /** More fields of the first run's event. */
  firstRun?: Record<string, unknown>;
}

export const WEEKLY_FEATURE_JOB = 'weekly-feature';
/** @default every hour */
export const LOCAL_JOB_INTERVAL_MS = 60 * 60_000;
export const WEEKLY_FEATURE: LocalJob = { group: 'content', job: WEEKLY_FEATURE_JOB, intervalMs: LOCAL_JOB_INTERVAL_MS };
export const CAPSULE_OPEN_JOB = 'capsule-open';
export const CAPSULE_OPEN: LocalJob = { group: 'content', job: CAPSULE_OPEN_JOB, intervalMs: LOCAL_JOB_INTERVAL_MS };
/** Copies of members' data: every few seconds here, so the page's progress starts at once (every minute in the cloud). */
export const DATA_EXPORT: LocalJob = { group: 'data-export', job: 'data-export', intervalMs: 2_000 };
/** Deletions nobody finished: every few seconds here, so a member handed a 202 is gone at once (every minute in the cloud). */
export const ACCOUNT_DELETION: LocalJob = { group: 'account', job: ACCOUNT_DELETION_JOB, intervalMs: 5_000 };
export const RECONCILE: LocalJob = { group: 'analysis', job: 'reconcile', intervalMs: 60_000, firstRun: { settledSeconds: 0 } };
const KNOWN_JOBS = [WEEKLY_FEATURE, CAPSULE_OPEN, RECONCILE, DATA_EXPORT, ACCOUNT_DELETION];

/** Invokes the job the way the schedule does: `{ job }` to its function. */
export async function runScheduledJob(job: string, extra: Record<string, unknown> = {}): Promise<unknown> {
  const known = KNOWN_JOBS.find((j) => j.job === job);
  if (!known) throw new Error(`Unknown job '${job}'`);
  const handler = await loadHandler(known.group);
  return handler({ job, ...extra }, lambdaContext(known.group, randomUUID()));
}

export interface ScheduledJobs {
  /** Stops the timers and waits for runs in progress, so the emulators can stop after them. */
  stop(): Promise<void>;
}

/**
 * Runs `task` once `ready` resolves (with `first` true) and then every `intervalMs`, never two runs at once;
 * a failed run is logged and the next one tries again.
 */
export function startRepeating(
  name: string,
  task: (first: boolean) => Promise<unknown>,
  ready: Promise<unknown>,
  intervalMs: number,
): ScheduledJobs {
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  const run = (first: boolean) => {
    if (stopped || inFlight) return;
    inFlight = task(first)
      .then(
        () => undefined,
        (error: unknown) => console.error(`${name} failed`, error),
      )
      .finally(() => {
        inFlight = null;
      });
  };
  void ready.then(() => run(true));
  // unref: the timer alone never keeps the process (a test run, `npm run seed`) alive.
  const timer = setInterval(() => run(false), intervalMs).unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await inFlight;
    },
  };
}

const startJob = (job: LocalJob, ready: Promise<unknown>, intervalMs: number) =>
  startRepeating(`${job.job} job`, (first) => runScheduledJob(job.job, first ? job.firstRun : undefined), ready, intervalMs);

export function startScheduledJobs(
  options: { ready?: () => Promise<void>; intervalMs?: number; jobs?: LocalJob[] } = {},
): ScheduledJobs {
  const ready = (options.ready?.() ?? Promise.resolve()).catch(() => undefined);
  const running = (options.jobs ?? [WEEKLY_FEATURE, CAPSULE_OPEN]).map((job) =>
    startJob(job, ready, options.intervalMs ?? job.intervalMs),
  );
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
