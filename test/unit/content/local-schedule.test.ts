import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { invocations, handler } = vi.hoisted(() => {
  const invocations: unknown[] = [];
  return {
    invocations,
    handler: vi.fn(async (event: unknown): Promise<void> => {
      invocations.push(event);
    }),
  };
});
vi.mock('../../../infra/local/api-adapter', () => ({
  loadHandler: vi.fn(async () => handler),
  lambdaContext: vi.fn(() => ({})),
}));

const { LOCAL_JOBS, localJobsOf, startScheduledJobs } = await import('../../../infra/local/scheduled-jobs');
const { CONTENT_GROUP } = await import('../../../functions/content/group');
const { ANALYSIS_GROUP } = await import('../../../functions/analysis/group');
const CONTENT_JOBS = localJobsOf(CONTENT_GROUP);

beforeEach(() => {
  invocations.length = 0;
  handler.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const flush = () => new Promise((done) => setImmediate(done));

describe("local mode's schedule", () => {
  it('runs the weekly-feature and capsule-open jobs once the store is ready, then on every tick until stopped', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let ready!: () => void;
    const jobs = startScheduledJobs({
      ready: () => new Promise<void>((done) => (ready = done)),
      intervalMs: 1000,
      jobs: CONTENT_JOBS,
    });
    await flush();
    expect(invocations).toHaveLength(0);

    // Act
    ready();
    await flush();
    vi.advanceTimersByTime(1000);
    await flush();
    await jobs.stop();
    vi.advanceTimersByTime(5000);
    await flush();

    // Assess
    expect(invocations).toEqual([
      { job: 'weekly-feature' },
      { job: 'capsule-open' },
      { job: 'weekly-feature' },
      { job: 'capsule-open' },
    ]);
  });

  it('waits for a run in progress when stopped, so the emulators outlive it', async () => {
    // Prepare
    let finish!: () => void;
    handler.mockImplementationOnce(() => new Promise<void>((done) => (finish = done)));
    const jobs = startScheduledJobs({ jobs: CONTENT_JOBS });
    await flush();
    let stopped = false;

    // Act
    const stopping = jobs.stop().then(() => (stopped = true));
    await flush();
    const whileRunning = stopped;
    finish();
    await stopping;

    // Assess
    expect([whileRunning, stopped]).toEqual([false, true]);
  });

  it('never keeps the process alive with its timer', async () => {
    // Prepare
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');

    // Act
    const jobs = startScheduledJobs({ jobs: CONTENT_JOBS });
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    const referenced = timer.hasRef();
    await jobs.stop();

    // Assess
    expect(referenced).toBe(false);
  });

  it('reports a failed run and keeps going', async () => {
    // Prepare
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler.mockRejectedValueOnce(new Error('table unavailable'));

    // Act
    const jobs = startScheduledJobs({ jobs: CONTENT_JOBS });
    await flush();
    await jobs.stop();

    // Assess
    expect(errors).toHaveBeenCalledWith('weekly-feature job failed', expect.any(Error));
  });

  it('reconciles every processing photo at start (nothing of a new process is in flight), then only settled ones', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const jobs = startScheduledJobs({ jobs: localJobsOf(ANALYSIS_GROUP), intervalMs: 1000 });
    await flush();

    // Act
    vi.advanceTimersByTime(1000);
    await flush();
    await jobs.stop();

    // Assess
    expect(invocations).toEqual([{ job: 'reconcile', settledSeconds: 0 }, { job: 'reconcile' }]);
  });

  it('runs every declared job unless told otherwise, each on its own interval', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const shortest = Math.min(...LOCAL_JOBS.map((j) => j.intervalMs));
    const jobs = startScheduledJobs();
    await flush();
    const started = invocations.map((e) => (e as { job: string }).job);
    invocations.length = 0;

    // Act
    vi.advanceTimersByTime(shortest);
    await flush();
    await jobs.stop();

    // Assess
    expect(started.sort()).toEqual(LOCAL_JOBS.map((j) => j.job).sort());
    expect(invocations.map((e) => (e as { job: string }).job)).toEqual(
      LOCAL_JOBS.filter((j) => j.intervalMs === shortest).map((j) => j.job),
    );
  });
});
