/**
 * Local mode in a child process that answers its parent's questions over IPC (bench/support/probed-local-mode.ts):
 * its memory and open handles, the faults injected so far, a change of the fault rate, a settled pipeline.
 * The benches measure the server's own process this way, not the one that sends the load.
 */
import '../../infra/local/quiet-warnings';
import { addMember } from '../../functions/data/tribes/tribe-membership';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { faultSwitch } from '../../infra/local/faults/fault-switch';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import { startLocalServer } from '../../infra/local/server';

export type ProbeRequest =
  | { type: 'sample' }
  | { type: 'faults'; rate: number }
  | { type: 'family'; owner: string; member: string }
  | { type: 'settle' }
  | { type: 'stop' };

export interface ServerSample {
  rssMb: number;
  heapMb: number;
  /** What V8 has committed for its heap, garbage included: RSS follows this, not heapMb. */
  heapTotalMb: number;
  /** Memory outside the JS heap that V8 knows of (Buffers, wasm): RSS less heap total less this is native. */
  externalMb: number;
  /** process.getActiveResourcesInfo(), counted by kind. */
  handles: Record<string, number>;
  /** Faults injected since the last sample, by service and kind. */
  faults: Record<string, number>;
}

const server = await startLocalServer({ port: 0, dataDir: process.env.DATA_DIR || undefined, demoPhotos: false });

function sample(): ServerSample {
  const handles: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
  const memory = process.memoryUsage();
  const mb = (bytes: number) => bytes / 2 ** 20;
  return {
    rssMb: mb(memory.rss),
    heapMb: mb(memory.heapUsed),
    heapTotalMb: mb(memory.heapTotal),
    externalMb: mb(memory.external),
    handles,
    faults: faultSwitch.takeCounts(),
  };
}

async function answer(request: ProbeRequest): Promise<unknown> {
  switch (request.type) {
    case 'sample':
      return sample();
    case 'faults':
      faultSwitch.set(request.rate);
      return null;
    case 'family': {
      // Ben in Ava's Family tribe, as the tribes feature writes it, so the tribe feed is part of the traffic.
      await ensureTypedTribes(request.owner);
      await addMember(typedTribeId(request.owner, 'family'), request.member);
      return typedTribeId(request.owner, 'family');
    }
    case 'settle':
      // What a fault cut short is finished by the reconcile job, as the schedule would within a minute.
      await server.objectStore.idle();
      await runScheduledJob('reconcile', { settledSeconds: 0 });
      await server.objectStore.idle();
      return null;
    case 'stop':
      await server.stop();
      setImmediate(() => process.exit(0));
      return null;
  }
}

process.on('message', (message: { id: number; request: ProbeRequest }) => {
  answer(message.request).then(
    (result) => process.send!({ id: message.id, result }),
    (error: unknown) => process.send!({ id: message.id, error: String(error) }),
  );
});
// A bench that died leaves no server behind.
process.on('disconnect', () => void server.stop().then(() => process.exit(0)));
process.send!({ ready: server.url });
