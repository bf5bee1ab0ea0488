/**
 * A soak (docs/performance.md). Local mode in a child process on loopback, on a fresh
 * data folder, under mixed traffic by three members (bench/support/mixed-traffic.ts, uploads paced to the
 * members' allowance and deleted a round later) for a bounded time. Each minute it prints the answers per
 * second, their p99 (also per kind of answer at the end), the server's RSS and its open handles
 * (process.getActiveResourcesInfo, the median of about 30 samples at random moments); at the end, whether each stayed flat within 10 % after the warm-up:
 * the last third of the minutes against the first third.
 *
 * The load is offered at a fixed rate (`--rate` rounds a second, each round about 15 requests), started on
 * time whether or not earlier rounds have answered, so p99 measures how long an answer takes at a steady
 * load, not the queue a client builds that sends again only when answered (which turns any slower minute
 * into fewer answers and a longer wait at once). `--rate 0` is that saturating client instead: `--loops`
 * rounds at a time, back to back, for the most the machine answers.
 *
 *   npm run bench:soak                         # 30 minutes at 2.5 rounds/s, the first 5 warm-up
 *   npm run bench:soak -- --minutes 3 --warmup 1
 *   npm run bench:soak -- --rate 0 --loops 2   # saturating: two rounds at a time, back to back
 *   npm run bench:soak -- --minutes 10 --in-memory 1   # DynamoDB in memory, as the tests run it
 */
import { answerKeepsPromise, mixedTraffic, PACED_UPLOAD_MS, type Outcome } from './support/mixed-traffic';
import { flag, quantile, startBenchCast } from './support/bench-cast';

const MINUTES = flag('minutes', 30);
const WARMUP = flag('warmup', Math.min(5, Math.max(1, Math.floor(MINUTES / 6))));
/** Rounds offered a second; 0 for back-to-back rounds (`LOOPS` at a time). 2.5 is a little over half of what the quiet 2-core machine answers. */
const RATE = flag('rate', 2.5);
const LOOPS = flag('loops', 2);
/** At a fixed rate, rounds still waiting for answers beyond this many are not started: the server has fallen behind. */
const MAX_ROUNDS_IN_FLIGHT = 12;
/** `--in-memory 1`: DynamoDB in memory instead of on disk, to tell LevelDB's memory from the rest. */
const IN_MEMORY = flag('in-memory', 0) === 1;
const TOLERANCE = 0.1;
const MINUTE_MS = 60_000;

interface Minute {
  minute: number;
  perSecond: number;
  p99: number;
  failed: number;
  /** Rounds not started because too many were still waiting (fixed rate only). */
  skipped: number;
  rssMb: number;
  heapMb: number;
  heapTotalMb: number;
  externalMb: number;
  handles: number;
  /** The mean of this minute's samples: with the requests in flight, which the median leaves out when most moments are idle. */
  handlesMean: number;
  /** Each kind of answer's p99 this minute (`read feed`, `write like`, ...), to find which one drifts. */
  p99ByKind: Record<string, number>;
  /** The median of each kind of open handle this minute (`TCPSocketWrap`, `Timeout`, ...), to find which one grows. */
  handlesByKind: Record<string, number>;
}

const { mode, cast } = await startBenchCast('soak', { inMemory: IN_MEMORY });
let current: Outcome[] = [];
const traffic = mixedTraffic(cast, { onAnswer: (outcome) => current.push(outcome), uploadSpacingMs: PACED_UPLOAD_MS });
const minutes: Minute[] = [];
let brokenAnswers = 0;
let skippedRounds = 0;

const load = RATE > 0 ? `${RATE} rounds a second` : `${LOOPS} rounds at a time, back to back`;
console.log(`Soak: ${MINUTES} min of mixed traffic (${load}), warm-up ${WARMUP} min, local mode at ${mode.url}\n`);
console.log(
  '| minute | answers/s | p99 ms | broken answers | rounds skipped | RSS MB | heap MB | heap total MB | external MB | open handles |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const started = performance.now();
const deadline = started + MINUTES * MINUTE_MS;
const sampler = setInterval(() => void takeMinute(), MINUTE_MS);
/**
 * Open handles are mostly the sockets and timers of requests in flight at the moment of asking, so each
 * minute reports the median of about 30 samples. They are taken at random moments: a round starts every
 * 400 ms on the clock and a fixed interval (10 s) is a whole number of rounds, so it asked at the same moment
 * of a round every time, busy or idle, and jumped for good when one late sample shifted that moment (a
 * step of 30 % with nothing else changing, docs/performance.md).
 */
const HANDLE_SAMPLE_MEAN_MS = 2_000;
let handleSamples: Record<string, number>[] = [];
let handleSampler: ReturnType<typeof setTimeout> | undefined;
function scheduleHandleSample(): void {
  handleSampler = setTimeout(
    () => {
      void sampleHandles();
      scheduleHandleSample();
    },
    Math.random() * 2 * HANDLE_SAMPLE_MEAN_MS,
  );
}
scheduleHandleSample();
const totalOf = (handles: Record<string, number>) => Object.values(handles).reduce((sum, n) => sum + n, 0);

async function sampleHandles(): Promise<void> {
  handleSamples.push((await mode.ask({ type: 'sample' })).handles);
}

async function takeMinute(): Promise<void> {
  const answers = current;
  current = [];
  const skipped = skippedRounds;
  skippedRounds = 0;
  const server = await mode.ask({ type: 'sample' });
  const samples = handleSamples.length ? handleSamples : [server.handles];
  handleSamples = [];
  const handles = quantile(samples.map(totalOf), 0.5);
  const handlesMean = samples.reduce((sum, sample) => sum + totalOf(sample), 0) / samples.length;
  const kinds = new Set(samples.flatMap((sample) => Object.keys(sample)));
  const handlesByKind = Object.fromEntries(
    [...kinds].map((kind) => [
      kind,
      quantile(
        samples.map((sample) => sample[kind] ?? 0),
        0.5,
      ),
    ]),
  );
  const failed = answers.filter((o) => !answerKeepsPromise(o) || o.status >= 500).length;
  brokenAnswers += failed;
  const row: Minute = {
    minute: minutes.length + 1,
    perSecond: answers.length / 60,
    p99: quantile(
      answers.map((o) => o.ms),
      0.99,
    ),
    failed,
    skipped,
    rssMb: server.rssMb,
    heapMb: server.heapMb,
    heapTotalMb: server.heapTotalMb,
    externalMb: server.externalMb,
    handles,
    handlesMean,
    p99ByKind: p99ByKind(answers),
    handlesByKind,
  };
  minutes.push(row);
  console.log(
    `| ${row.minute} | ${row.perSecond.toFixed(1)} | ${row.p99.toFixed(0)} | ${row.failed} | ${row.skipped} | ${row.rssMb.toFixed(0)} | ${row.heapMb.toFixed(0)} | ${row.heapTotalMb.toFixed(0)} | ${row.externalMb.toFixed(0)} | ${row.handles} |`,
  );
}

function p99ByKind(answers: Outcome[]): Record<string, number> {
  const byKind = new Map<string, number[]>();
  for (const { what, ms } of answers) byKind.set(what, [...(byKind.get(what) ?? []), ms]);
  return Object.fromEntries([...byKind].map(([what, times]) => [what, quantile(times, 0.99)]));
}

/** Starts a round every 1/RATE s on the clock, never waiting for answers; skips one when too many still wait. */
async function offerAtFixedRate(): Promise<void> {
  const waiting = new Set<Promise<void>>();
  const every = 1000 / RATE;
  for (let round = 0, due = performance.now(); due < deadline; round += 1, due += every) {
    await new Promise((start) => setTimeout(start, Math.max(0, due - performance.now())));
    if (waiting.size >= MAX_ROUNDS_IN_FLIGHT) {
      skippedRounds += 1;
      continue;
    }
    const answered: Promise<void> = traffic.round(round).finally(() => waiting.delete(answered));
    waiting.add(answered);
  }
  await Promise.all(waiting);
}

async function backToBack(): Promise<void> {
  await Promise.all(
    Array.from({ length: LOOPS }, async (_, loop) => {
      for (let round = loop; performance.now() < deadline; round += LOOPS) await traffic.round(round);
    }),
  );
}

await (RATE > 0 ? offerAtFixedRate() : backToBack());
clearInterval(sampler);
clearTimeout(handleSampler);
await new Promise((done) => setTimeout(done, 200));
await mode.stop();

const measured = minutes.slice(WARMUP);
const third = Math.max(1, Math.floor(measured.length / 3));
const mean = (rows: Minute[], key: Exclude<keyof Minute, 'p99ByKind' | 'handlesByKind'>) =>
  rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
console.log(`\nAfter the warm-up (${measured.length} minutes): the last ${third} minutes against the first ${third}`);
let flat = measured.length >= 2;
for (const [key, label] of [
  ['perSecond', 'answers/s'],
  ['p99', 'p99 ms'],
  ['rssMb', 'RSS MB'],
  ['handles', 'open handles (median of each minute)'],
  ['handlesMean', 'open handles (mean of each minute)'],
] as const) {
  if (measured.length < 2) break;
  const early = mean(measured.slice(0, third), key);
  const late = mean(measured.slice(-third), key);
  const drift = early ? (late - early) / early : 0;
  const within = Math.abs(drift) <= TOLERANCE;
  flat &&= within;
  console.log(`  ${label}: ${early.toFixed(1)} -> ${late.toFixed(1)} (${(drift * 100).toFixed(1)} %) ${within ? 'flat' : 'NOT flat'}`);
}
/** Each kind's mean in the first and the last third, for the figures kept per kind. */
function thirdsByKind(title: string, byKind: (row: Minute) => Record<string, number>): void {
  if (measured.length < 2) return;
  const kindMean = (rows: Minute[], what: string) => rows.reduce((sum, row) => sum + (byKind(row)[what] ?? 0), 0) / rows.length;
  console.log(`  ${title}, first third -> last third:`);
  for (const what of [...new Set(measured.flatMap((row) => Object.keys(byKind(row))))].sort()) {
    const early = kindMean(measured.slice(0, third), what);
    const late = kindMean(measured.slice(-third), what);
    console.log(
      `    ${what}: ${early.toFixed(0)} -> ${late.toFixed(0)} (${early ? (((late - early) / early) * 100).toFixed(1) : '-'} %)`,
    );
  }
}
thirdsByKind('p99 ms by kind of answer', (row) => row.p99ByKind);
thirdsByKind('open handles by kind (median of each minute)', (row) => row.handlesByKind);
console.log(`  answers that broke a promise (5xx): ${brokenAnswers}`);
if (RATE > 0)
  console.log(`  rounds skipped because ${MAX_ROUNDS_IN_FLIGHT} still waited: ${minutes.reduce((sum, row) => sum + row.skipped, 0)}`);
console.log(`\nVerdict: ${measured.length < 2 ? 'too short to judge' : flat ? 'flat within 10 %' : 'NOT flat within 10 %'}`);
process.exit(0);
