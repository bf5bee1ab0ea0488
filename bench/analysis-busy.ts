/**
 * Whether analysis makes other members wait: local mode in a child process, one member uploading a batch
 * of ten real photos (the browser's way, presigned POSTs) while another keeps browsing (their photos, the
 * trending tab, the weekly feature, one after another). It prints the browsing calls' latency while the
 * batch is analysed, against the same calls on the idle server, with the vision models in worker threads
 * and, for comparison, on the request thread (SNIFTY_VISION_WORKERS=off).
 * Goal: while the batch is analysed, p95 under 500 ms and no call over 2 s.
 * Run: npm run bench:analysis-busy (it sets MODELS_DIR to ../shared/models unless set).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { DEMO_MEMBER, signInCookie, startLocalMode, waitForReadyFeed } from './support/local-mode';

const PHOTOS_DIR = 'infra/local/real-photos';
const BATCH = 10;
const BROWSING = ['/api/photos', '/api/photos/trending', '/api/weekly-features/current'];
const BEN = { email: 'ben@example.com', password: DEMO_MEMBER.password };

const fixtures = readdirSync(PHOTOS_DIR).filter((name) => name.endsWith('.jpg'));
const batch = Array.from({ length: BATCH }, (_, i) => ({
  name: `batch-${i}-${fixtures[i % fixtures.length]!}`,
  bytes: readFileSync(join(PHOTOS_DIR, fixtures[i % fixtures.length]!)),
}));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const summary = (values: number[]) =>
  `${values.length} calls, p50 ${Math.round(percentile(values, 0.5))} ms, p95 ${Math.round(percentile(values, 0.95))} ms, max ${Math.round(Math.max(...values))} ms`;

/** Browses until `until` resolves, one call after another; the latency of each call. */
async function browse(base: string, cookie: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  for (let i = 0; !done; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${BROWSING[i % BROWSING.length]}`, { headers: { cookie } });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function uploadBatch(base: string, cookie: string, files = batch): Promise<string[]> {
  const reply = await fetch(`${base}/api/photos/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({
      files: files.map((file) => ({ name: file.name, type: 'image/jpeg', size: file.bytes.length })),
      privacy: { visibility: 'private' },
    }),
  });
  if (reply.status !== 201) throw new Error(`uploads refused: ${reply.status} ${await reply.text()}`);
  const { uploads } = (await reply.json()) as { uploads: { photoId: string; url: string; fields: Record<string, string> }[] };
  await Promise.all(
    uploads.map(async (upload, i) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(files[i]!.bytes)], { type: 'image/jpeg' }), files[i]!.name);
      const stored = await fetch(upload.url, { method: 'POST', body: form });
      if (stored.status !== 204) throw new Error(`storage refused: ${stored.status}`);
    }),
  );
  return uploads.map((upload) => upload.photoId);
}

async function analysed(base: string, cookie: string, ids: string[]): Promise<number> {
  const started = performance.now();
  for (;;) {
    const photos = (await (await fetch(`${base}/api/photos?limit=50`, { headers: { cookie } })).json()) as {
      id: string;
      status: string;
    }[];
    if (ids.every((id) => photos.find((photo) => photo.id === id && photo.status !== 'processing')))
      return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function run(workers: boolean, port: number): Promise<void> {
  process.env.SNIFTY_VISION_WORKERS = workers ? 'on' : 'off';
  const local = await startLocalMode(port, workers ? 'workers' : 'inline');
  try {
    const [ava, ben] = [await signInCookie(local.base), await signInCookie(local.base, BEN)];
    await waitForReadyFeed(local.base, ava, 1);
    // The models load on the first photo: one upload first, so the batch measures analysis, not loading.
    await analysed(local.base, ava, await uploadBatch(local.base, ava, batch.slice(0, 1)));
    const idle = await browse(local.base, ben, new Promise((resolve) => setTimeout(resolve, 5000)));
    const ids = await uploadBatch(local.base, ava);
    const finished = analysed(local.base, ava, ids);
    const busy = await browse(local.base, ben, finished);
    const label = workers ? 'vision in worker threads' : 'vision on the request thread';
    console.log(`${label}: batch of ${BATCH} analysed in ${((await finished) / 1000).toFixed(1)} s`);
    console.log(`  idle:      ${summary(idle)}`);
    console.log(`  analysing: ${summary(busy)}`);
  } finally {
    local.stop();
  }
}

console.log(
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
await run(false, 3461);
await run(true, 3462);
