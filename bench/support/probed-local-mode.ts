/**
 * The parent's side of bench/support/probed-server.ts: local mode started in a child process on a fresh
 * data folder (on disk, as `npm start` keeps it), the three demo members signed in, and the child's
 * answers to `ask`. `stop` ends the child and removes its data.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { client } from '../../test/integration/support/local-app';
import type { ProbeRequest, ServerSample } from './probed-server';

export interface ProbedLocalMode {
  url: string;
  ask(request: { type: 'sample' }): Promise<ServerSample>;
  ask(request: { type: 'family'; owner: string; member: string }): Promise<string>;
  ask(request: ProbeRequest): Promise<unknown>;
  members: Record<'ava' | 'ben' | 'chloe', ReturnType<typeof client>>;
  ids: Record<'ava' | 'ben' | 'chloe', string>;
  stop(): Promise<void>;
}

/** `inMemory`: DynamoDB in memory (no LevelDB), as the tests run it, to tell the store's memory from the rest. */
export async function startProbedLocalMode(name: string, options: { inMemory?: boolean } = {}): Promise<ProbedLocalMode> {
  const dataDir = mkdtempSync(join(tmpdir(), `snifty-bench-${name}-`));
  const child = fork('bench/support/probed-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...(options.inMemory ? {} : { DATA_DIR: dataDir }), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { ready?: string; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) return resolve(message.ready);
      const waiting = pending.get(message.id!);
      pending.delete(message.id!);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
    child.once('exit', (code) => reject(new Error(`local mode exited with ${code}`)));
  });
  const ask = (request: ProbeRequest) =>
    new Promise<unknown>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      child.send({ id: nextId, request });
    });

  const members = { ava: client(url), ben: client(url), chloe: client(url) };
  const ids = { ava: '', ben: '', chloe: '' };
  for (const name of ['ava', 'ben', 'chloe'] as const) {
    const reply = await members[name].post('/api/auth/signin', { email: `${name}@example.com`, password: DEMO_PASSWORD });
    if (reply.status !== 200) throw new Error(`sign-in of ${name}: ${reply.status}`);
    ids[name] = reply.body.user.id;
  }
  return {
    url,
    ask: ask as ProbedLocalMode['ask'],
    members,
    ids,
    async stop() {
      const exited = new Promise((done) => child.once('exit', done));
      await ask({ type: 'stop' }).catch(() => undefined);
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
