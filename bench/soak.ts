/**
 * Issue 27 item 11: a soak (docs/performance.md). Local mode in a child process on loopback, on a fresh
 * data folder, under mixed traffic by three members (bench/support/mixed-traffic.ts, two rounds at a time,
 * uploads paced to the members' allowance and deleted a round later) for a bounded time. Each minute it
 * prints the answers per second, their p99, the server's RSS and its open handles
 * (process.getActiveResourcesInfo); at the end, whether each stayed flat within 10 % after the warm-up:
 * the last third of the minutes against the first third.
 *
 *   npm run bench:soak                         # 30 minutes, the first 5 warm-up
 *   npm run bench:soak -- --minutes 3 --warmup 1
 *   npm run bench:soak -- --minutes 10 --in-memory 1   # DynamoDB in memory, as the tests run it
 */
import { answerKeepsPromise, mixedTraffic, PACED_UPLOAD_MS, type Outcome } from './support/mixed-traffic';
import { flag, quantile, startBenchCast } from './support/bench-cast';

const MINUTES = flag('minutes', 30);
const WARMUP = flag('warmup', Math.min(5, Math.max(1, Math.floor(MINUTES / 6))));
const LOOPS = flag('loops', 2);
/** `--in-memory 1`: DynamoDB in memory instead of on disk, to tell LevelDB's memory from the rest. */
const IN_MEMORY = flag('in-memory', 0) === 1;
const TOLERANCE = 0.1;
const MINUTE_MS = 60_000;

interface Minute {
  minute: number;
  perSecond: number;
  p99: number;
  failed: number;
  rssMb: number;
  heapMb: number;
  heapTotalMb: number;
  externalMb: number;
  handles: number;
}

const { mode, cast } = await startBenchCast('soak', { inMemory: IN_MEMORY });
let current: Outcome[] = [];
const traffic = mixedTraffic(cast, { onAnswer: (outcome) => current.push(outcome), uploadSpacingMs: PACED_UPLOAD_MS });
const minutes: Minute[] = [];
let brokenAnswers = 0;
let handleKinds: Record<string, number> = {};

console.log(`Soak: ${MINUTES} min of mixed traffic (${LOOPS} rounds at a time), warm-up ${WARMUP} min, local mode at ${mode.url}\n`);
console.log('| minute | answers/s | p99 ms | broken answers | RSS MB | heap MB | heap total MB | external MB | open handles |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const started = performance.now();
const deadline = started + MINUTES * MINUTE_MS;
const sampler = setInterval(() => void takeMinute(), MINUTE_MS);

async function takeMinute(): Promise<void> {
  const answers = current;
  current = [];
  const server = await mode.ask({ type: 'sample' });
  handleKinds = server.handles;
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
    rssMb: server.rssMb,
    heapMb: server.heapMb,
    heapTotalMb: server.heapTotalMb,
    externalMb: server.externalMb,
    handles: Object.values(server.handles).reduce((sum, n) => sum + n, 0),
  };
  minutes.push(row);
  console.log(
    `| ${row.minute} | ${row.perSecond.toFixed(1)} | ${row.p99.toFixed(0)} | ${row.failed} | ${row.rssMb.toFixed(0)} | ${row.heapMb.toFixed(0)} | ${row.heapTotalMb.toFixed(0)} | ${row.externalMb.toFixed(0)} | ${row.handles} |`,
  );
}

await Promise.all(
  Array.from({ length: LOOPS }, async (_, loop) => {
    for (let round = loop; performance.now() < deadline; round += LOOPS) await traffic.round(round);
  }),
);
clearInterval(sampler);
await new Promise((done) => setTimeout(done, 200));
await mode.stop();

const measured = minutes.slice(WARMUP);
const third = Math.max(1, Math.floor(measured.length / 3));
const mean = (rows: Minute[], key: keyof Minute) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
console.log(`\nAfter the warm-up (${measured.length} minutes): the last ${third} minutes against the first ${third}`);
let flat = measured.length >= 2;
for (const [key, label] of [
  ['perSecond', 'answers/s'],
  ['p99', 'p99 ms'],
  ['rssMb', 'RSS MB'],
  ['handles', 'open handles'],
] as const) {
  if (measured.length < 2) break;
  const early = mean(measured.slice(0, third), key);
  const late = mean(measured.slice(-third), key);
  const drift = early ? (late - early) / early : 0;
  const within = Math.abs(drift) <= TOLERANCE;
  flat &&= within;
  console.log(`  ${label}: ${early.toFixed(1)} -> ${late.toFixed(1)} (${(drift * 100).toFixed(1)} %) ${within ? 'flat' : 'NOT flat'}`);
}
console.log(`  open handles at the end, by kind: ${JSON.stringify(handleKinds)}`);
console.log(`  answers that broke a promise (5xx): ${brokenAnswers}`);
console.log(`\nVerdict: ${measured.length < 2 ? 'too short to judge' : flat ? 'flat within 10 %' : 'NOT flat within 10 %'}`);
process.exit(0);
