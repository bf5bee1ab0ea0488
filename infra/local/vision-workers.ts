/**
 * Local mode's vision models off the request path: the looks run in worker threads, so a batch being
 * analysed never makes another member's request wait behind a model run (tfjs's wasm and TensorFlow Lite
 * compute on the thread that calls them). Sized to the machine: one thread per core beyond the one that
 * serves requests (at least one, at most MAX_WORKERS; each holds its own ~200 MB of models). Photos wait
 * in the main thread's queue for a free worker; the pipeline's guarantees are unchanged, as the analysis
 * awaits its answer as it awaited the in-thread models (a crash fails that photo's looks, which then get
 * the pixel text, and the worker is replaced). One pool per process, shared by local servers in it.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Detections } from '../../functions/ai/vision/detections';
import { type Detector, installDetector } from '../../functions/ai/vision/vision-analyzer';
import type { LookAnswer, LookRequest } from './vision-worker';

const MAX_WORKERS = 4;
const ENTRY = new URL('./vision-worker-entry.mjs', import.meta.url);

interface Pending {
  resolve(detections: Detections): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

export const visionWorkerCount = (cores = availableParallelism()): number => Math.max(1, Math.min(MAX_WORKERS, cores - 1));

export class VisionWorkers implements Detector {
  private readonly slots: Slot[] = [];
  private readonly waiting: { request: LookRequest; pending: Pending }[] = [];
  private readonly pending = new Map<number, Pending & { slot: Slot }>();
  private nextId = 1;
  private stopped = false;

  constructor(private readonly size = visionWorkerCount()) {}

  detect(image: Buffer): Promise<Detections> {
    if (this.stopped) return Promise.reject(new Error('the vision workers have stopped'));
    return new Promise((resolve, reject) => {
      // A copy, so the caller's buffer stays whole while the worker owns this one.
      const copy = new Uint8Array(image);
      this.waiting.push({ request: { id: this.nextId++, image: copy }, pending: { resolve, reject } });
      this.dispatch();
    });
  }

  /** Ends every worker; photos still waiting or being looked at fail their looks (and get the pixel text). */
  async stop(): Promise<void> {
    this.stopped = true;
    const stopped = new Error('the vision workers have stopped');
    for (const { pending } of this.waiting.splice(0)) pending.reject(stopped);
    for (const pending of this.pending.values()) pending.reject(stopped);
    this.pending.clear();
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length) {
      const slot = this.slots.find((candidate) => !candidate.busy) ?? (this.slots.length < this.size ? this.spawn() : undefined);
      if (!slot) return;
      const { request, pending } = this.waiting.shift()!;
      slot.busy = true;
      this.pending.set(request.id, { ...pending, slot });
      slot.worker.postMessage(request, [request.image.buffer as ArrayBuffer]);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY);
    // A worker never keeps the process alive: a server's stop ends it, and a test process may end without one.
    worker.unref();
    const slot: Slot = { worker, busy: false };
    worker.on('message', (answer: LookAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      slot.busy = false;
      if ('error' in answer) pending.reject(new Error(answer.error));
      else pending.resolve(answer.detections as Detections);
      this.dispatch();
    });
    worker.on('error', (error) => this.lose(slot, error));
    worker.on('exit', (code) => this.lose(slot, new Error(`a vision worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  /** A worker that died fails the photo it had; the next photo starts a new one. */
  private lose(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    for (const [id, pending] of this.pending) {
      if (pending.slot !== slot) continue;
      this.pending.delete(id);
      pending.reject(error);
    }
    if (!this.stopped) this.dispatch();
  }
}

let shared: { workers: VisionWorkers; users: number } | undefined;

/** The process's pool, installed as every VisionAnalyzer's detector while a local server uses it. */
export function acquireVisionWorkers(): VisionWorkers {
  shared ??= { workers: new VisionWorkers(), users: 0 };
  shared.users += 1;
  installDetector(shared.workers);
  return shared.workers;
}

/** The last server to stop ends the pool, and analyzers go back to this thread's models. */
export async function releaseVisionWorkers(): Promise<void> {
  if (!shared || --shared.users > 0) return;
  const { workers } = shared;
  shared = undefined;
  installDetector(undefined);
  await workers.stop();
}
