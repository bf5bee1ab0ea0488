/**
 * The local runtime as a child process (`tsx infra/local/main.ts`), for tests that must kill it the
 * way a crash does (SIGKILL: no shutdown code runs) and start it again on the same data folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
}

const RUNNING_AT = /running at (http:\/\/\S+)/;

export async function startChildServer(dataDir: string, timeoutMs = 90_000): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs} ms:\n${printed}`)), timeoutMs);
    const look = () => {
      const match = RUNNING_AT.exec(printed);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before starting:\n${printed}`));
    });
  });
  return { url, process: child, output: () => printed };
}

/** Kills it at once, as a crash would, and waits until it is gone. */
export async function killChildServer(server: ChildServer, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = once(server.process, 'exit');
  server.process.kill(signal);
  await exited;
}
