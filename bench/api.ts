/**
 * The read API's throughput against the bare signed-in call, in one run (docs/performance.md):
 * `npm run bench:api` starts local mode in a child process on a fresh demo, signs in as Ava and drives
 * each endpoint with autocannon (10 connections). Absolute requests/s wander with the machine's load, so
 * every endpoint is printed as a ratio of `GET /api/auth/user`, and the endpoints are measured round by
 * round, interleaved, with the median of the rounds reported.
 *
 *   npm run bench:api                 # 3 rounds of 5 s per endpoint
 *   BENCH_ROUNDS=5 BENCH_SECONDS=8 npm run bench:api
 */
import autocannon from 'autocannon';
import { signInCookie, startLocalMode, waitForReadyFeed } from './support/local-mode';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PORT = process.env.BENCH_PORT ?? '4551';
/** The feed's goal: at least a tenth of the bare signed-in call's requests/s (docs/performance.md). */
const FEED_TARGET = 0.1;

const { base, stop } = await startLocalMode(PORT, 'api');

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, init);
}

const cookie = await signInCookie(base);
/** The few fields of the answers the bench reads. */
interface Listed {
  id: string;
  userId: string;
  status: string;
  type: string;
  role: string;
  user?: { id?: string };
}
const get = async <T>(path: string) => (await call(path, { headers: { cookie } })).json() as Promise<T>;

const feed = await waitForReadyFeed<Listed>(base, cookie, 7);
const me = await get<{ id: string }>('/api/auth/user');
const myId = me.id;
// Someone else's photo: the detail counts a view, as it does for every reader but the owner.
const someoneElses = feed.find((photo) => photo.userId !== myId) ?? feed[0]!;
const family = (await get<Listed[]>('/api/tribes')).find((tribe) => tribe.type === 'family' && tribe.role === 'owner');

const endpoints: { name: string; path: string }[] = [
  { name: 'bare: GET /api/auth/user', path: '/api/auth/user' },
  { name: `feed: GET /api/photos (${feed.length} photos)`, path: '/api/photos' },
  { name: 'detail: GET /api/photos/{id}', path: `/api/photos/${someoneElses.id}` },
  { name: 'tribe feed: GET /api/tribes/{id}/photos', path: `/api/tribes/${family!.id}/photos` },
  { name: 'unread: GET /api/notifications/unread-count', path: '/api/notifications/unread-count' },
];

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const samples = new Map<string, Sample[]>(endpoints.map((e) => [e.name, []]));

for (let round = 1; round <= ROUNDS; round += 1) {
  for (const endpoint of endpoints) {
    const result = await autocannon({
      url: `${base}${endpoint.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie },
    });
    samples.get(endpoint.name)!.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  process.stderr.write(`round ${round}/${ROUNDS} done\n`);
}
stop();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = endpoints.map((endpoint) => {
  const runs = samples.get(endpoint.name)!;
  return {
    name: endpoint.name,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
});
const bare = summary[0]!.rps;

console.log(`\nRead API, local mode, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s\n`);
console.log('| endpoint | req/s | p50 ms | p99 ms | ratio to bare | non-2xx/errors |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of summary) {
  console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.rps / bare).toFixed(3)} | ${row.errors} |`);
}
const feedRatio = summary[1]!.rps / bare;
console.log(`\nfeed ratio ${feedRatio.toFixed(3)} (target >= ${FEED_TARGET}): ${feedRatio >= FEED_TARGET ? 'met' : 'NOT met'}`);
process.exit(0);
