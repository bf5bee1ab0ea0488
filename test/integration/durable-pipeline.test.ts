/**
 * A crash never loses a photo. Ten photos are uploaded with presigned POSTs, the local
 * runtime is killed (SIGKILL) the moment storage holds all ten originals, before their analyses can
 * finish, and started again on the same data: all ten end ready.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_BUCKET } from '../../infra/local/local-env';
import { displayKey } from '../../functions/lib/media/object-keys';
import { client } from './support/local-app';
import { jpegWithGps } from './support/photos';
import { killChildServer, startChildServer, type ChildServer } from './support/child-server';

const dataDir = mkdtempSync(join(tmpdir(), 'snifty-durable-'));
let server: ChildServer | undefined;

afterAll(async () => {
  if (server) await killChildServer(server, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Where s3rver keeps an object's metadata, written once the object's bytes are complete. */
const storedPath = (key: string) => {
  const parts = key.split('/');
  const name = parts.pop()!;
  return join(dataDir, 's3', LOCAL_MEDIA_BUCKET, ...parts, `${name}._S3rver_metadata.json`);
};

/**
 * Whether storage holds the whole object: s3rver writes its metadata last, and a kill can land in the
 * middle of that write, leaving a file that exists but is not yet JSON (an object storage never acknowledged).
 */
const storedWhole = (key: string) => {
  try {
    JSON.parse(readFileSync(storedPath(key), 'utf8'));
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function signedIn(url: string) {
  const browser = client(url);
  const reply = await browser.post('/api/auth/signin', { email: 'ava@example.com', password: 'snifty-demo-2026' });
  expect(reply.status).toBe(200);
  return browser;
}

describe('a crash between storage and analysis', () => {
  it('ends every photo whose bytes arrived ready after a restart', { timeout: 480_000 }, async () => {
    // Prepare: large pictures, so analysis takes long enough for the kill to land mid-batch.
    server = await startChildServer(dataDir);
    const ava = await signedIn(server.url);
    const bytes = await jpegWithGps({ width: 3000, height: 2000 });
    const reply = await ava.post('/api/photos/uploads', {
      files: Array.from({ length: 10 }, (_, i) => ({ name: `crash-${i}.jpg`, type: 'image/jpeg', size: bytes.length })),
      privacy: { visibility: 'private' },
    });
    expect(reply.status).toBe(201);
    const uploads = reply.body.uploads as { photoId: string; url: string; fields: Record<string, string> }[];
    const originals = uploads.map((u) => u.fields.key!);

    // Act: the browser sends the ten; the runtime dies as soon as storage has them all.
    const sending = uploads.map(async (upload) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'crash.jpg');
      // The kill cuts some answers off; storage having the bytes is what counts.
      return fetch(upload.url, { method: 'POST', body: form }).then(
        (r) => r.status,
        () => 'cut off',
      );
    });
    const deadline = Date.now() + 90_000;
    while (!originals.every(storedWhole)) {
      if (Date.now() > deadline) throw new Error(`storage never held all ten: ${JSON.stringify(await Promise.all(sending))}`);
      await sleep(5);
    }
    await killChildServer(server);
    const analysedBeforeKill = uploads.filter((u) => existsSync(storedPath(displayKey(u.photoId)))).length;
    await Promise.allSettled(sending);
    server = await startChildServer(dataDir);
    const again = await signedIn(server.url);
    const statuses = async () =>
      Promise.all(uploads.map(async (u) => ((await again.get(`/api/photos/${u.photoId}`)).body as { status?: string }).status));
    let seen = await statuses();
    for (let waited = 0; seen.some((s) => s !== 'ready') && waited < 330_000; waited += 250) {
      await sleep(250);
      seen = await statuses();
    }

    // Assess
    expect(analysedBeforeKill, 'the kill landed after every analysis had finished').toBeLessThan(10);
    expect(seen, server.output()).toEqual(Array(10).fill('ready'));
  });
});
