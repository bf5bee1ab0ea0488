/**
 * Local mode in a child process on a fresh demo (a temporary data directory), as the benches drive it:
 * started, signed in as a demo member, and stopped with its data removed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LocalMode {
  /** e.g. http://localhost:3401 */
  base: string;
  stop: () => void;
}

export async function startLocalMode(port: string | number, name: string): Promise<LocalMode> {
  const dataDir = mkdtempSync(join(tmpdir(), `snifty-bench-${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Its log is left out: the requests still in flight when it stops would print as errors.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = await new Promise<string>((resolve, reject) => {
    let printed = '';
    server.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(printed);
      if (match) resolve(match[1]!);
    });
    server.once('exit', (code) => reject(new Error(`local mode exited with ${code}:\n${printed}`)));
  });
  return { base, stop };
}

/** The demo member the benches sign in as (infra/local/seed.ts). */
export const DEMO_MEMBER = { email: 'ava@example.com', password: 'snifty-demo-2026' };

/** Signs a demo member in; resolves with the session as a `Cookie` header value. */
export async function signInCookie(base: string, { email, password } = DEMO_MEMBER): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign in as ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The demo's photos are analysed after start: wait until the member's feed shows every one of them ready. */
export async function waitForReadyFeed<T extends { status: string }>(base: string, cookie: string, atLeast: number): Promise<T[]> {
  let feed: T[] = [];
  for (let tries = 0; tries < 120; tries += 1) {
    feed = (await (await fetch(`${base}/api/photos`, { headers: { cookie } })).json()) as T[];
    if (feed.length >= atLeast && feed.every((photo) => photo.status === 'ready')) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  return feed;
}
