/**
 * Local mode's stand-in for the EventBridge schedules: every job a declaration names (functions/<name>/
 * group.ts, `jobs`; functions/api/route-table.ts lists them) runs once at start, after `ready` (the demo
 * photos analysed), then every `localIntervalMs` of its declaration, through the same handler entry the
 * cloud invokes with `{ job }`. The first run's event carries the declaration's `firstRun` fields.
 */
import { randomUUID } from 'node:crypto';
import { jobs as declaredJobs, type JobName } from '../../functions/api/route-table';
import type { DeclaredJob, DeclaresJobs } from '../../functions/lib/jobs';
import { lambdaContext, loadHandler } from './api-adapter';

export interface LocalJob {
  /** The function that runs it (as the schedule targets it in the cloud). */
  group: string;
  job: string;
  intervalMs: number;
  /** More fields of the first run's event. */
  firstRun?: Readonly<Record<string, unknown>>;
}

const localJob = ({ group, job, localIntervalMs, firstRun }: DeclaredJob): LocalJob => ({
  group,
  job,
  intervalMs: localIntervalMs,
  firstRun,
});

/** Every declared job, as local mode runs it. */
export const LOCAL_JOBS: readonly LocalJob[] = declaredJobs.map(localJob);

/** The jobs one declaration names, as local mode runs them. */
export const localJobsOf = (declaration: DeclaresJobs): LocalJob[] =>
  declaredJobs.filter((j) => j.group === declaration.name).map(localJob);

export const isJobName = (name: string): name is JobName => LOCAL_JOBS.some((j) => j.job === name);

async function runLocalJob(job: LocalJob, extra: Readonly<Record<string, unknown>> = {}): Promise<unknown> {
  const handler = await loadHandler(job.group);
  return handler({ job: job.job, ...extra }, lambdaContext(job.group, randomUUID()));
}

/** Invokes the job the way the schedule does: `{ job }` to its function. */
export async function runScheduledJob(job: JobName, extra: Record<string, unknown> = {}): Promise<unknown> {
  const known = LOCAL_JOBS.find((j) => j.job === job);
  if (!known) throw new Error(`Unknown job '${job}'`);
  return runLocalJob(known, extra);
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
  startRepeating(`${job.job} job`, (first) => runLocalJob(job, first ? job.firstRun : undefined), ready, intervalMs);

/** Runs `jobs` (every declared job unless told), each on its own interval unless `intervalMs` overrides them all. */
export function startScheduledJobs(
  options: { ready?: () => Promise<void>; intervalMs?: number; jobs?: readonly LocalJob[] } = {},
): ScheduledJobs {
  const ready = (options.ready?.() ?? Promise.resolve()).catch(() => undefined);
  const running = (options.jobs ?? LOCAL_JOBS).map((job) => startJob(job, ready, options.intervalMs ?? job.intervalMs));
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
