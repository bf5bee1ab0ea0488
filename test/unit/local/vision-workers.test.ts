/**
 * Local mode's vision worker threads: the looks run in another thread and answer as the in-thread
 * models do; a worker that dies fails only the photo it had and is replaced; a stop fails what waits.
 */
import { readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { VisionWorkers, visionWorkerCount } from '../../../infra/local/vision-workers';

const chelsea = readFileSync('infra/local/real-photos/chelsea.jpg');
let workers: VisionWorkers | undefined;
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
});

/** The pool's worker threads, through its private slots. */
const threadsOf = (pool: VisionWorkers) =>
  (pool as unknown as { slots: { worker: { threadId: number; terminate(): Promise<number> } }[] }).slots;

describe('VisionWorkers', { timeout: 120_000 }, () => {
  it('sizes itself to the machine: one thread per core beyond the one serving requests, at least one, at most four', () => {
    expect([1, 2, 3, 8, 64].map((cores) => visionWorkerCount(cores))).toEqual([1, 1, 2, 4, 4]);
  });

  it('runs every look in a worker thread and answers what they saw', async () => {
    workers = new VisionWorkers(1);

    const seen = await workers.detect(chelsea);

    expect(seen.imagenet?.length).toBeGreaterThan(0);
    expect(seen.objects.length).toBeGreaterThan(0);
    expect(threadsOf(workers).map((slot) => slot.worker.threadId)).not.toContain(threadId);
  });

  it('fails only the photo a dead worker had, and looks at the next one in a new worker', async () => {
    workers = new VisionWorkers(1);
    const lost = workers.detect(chelsea);
    const [first] = threadsOf(workers);
    await first!.worker.terminate();

    await expect(lost).rejects.toThrow(/exited/);
    const next = await workers.detect(chelsea);
    expect(next.imagenet?.length).toBeGreaterThan(0);
    expect(threadsOf(workers)[0]!.worker.threadId).not.toBe(first!.worker.threadId);
  });

  it('fails the photos still waiting when it stops, and takes no more', async () => {
    workers = new VisionWorkers(1);
    const running = expect(workers.detect(chelsea)).rejects.toThrow(/stopped/);
    const waiting = expect(workers.detect(chelsea)).rejects.toThrow(/stopped/);

    await workers.stop();

    await Promise.all([running, waiting]);
    await expect(workers.detect(chelsea)).rejects.toThrow(/stopped/);
  });
});
