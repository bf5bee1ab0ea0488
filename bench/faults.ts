/**
 * The long run of test/integration/faults.test.ts (docs/performance.md): local mode in a
 * child process with a share of its AWS SDK attempts failing on purpose (infra/local/faults), mixed
 * traffic by three members (bench/support/mixed-traffic.ts), then the faults off, the pipeline settled and
 * the state checked against what the API answered. Prints the answers, their latencies, the faults
 * injected and every broken promise.
 *
 *   npm run bench:faults                       # 5 % faults, 60 rounds
 *   npm run bench:faults -- --rate 0.2 --rounds 30
 */
import { answerKeepsPromise, brokenPromises, mixedTraffic, type Outcome } from './support/mixed-traffic';
import { flag, quantile, startBenchCast } from './support/bench-cast';

const RATE = flag('rate', 0.05);
const ROUNDS = flag('rounds', 60);

const { mode, cast } = await startBenchCast('faults');
const outcomes: Outcome[] = [];
const traffic = mixedTraffic(cast, { onAnswer: (outcome) => outcomes.push(outcome), keepUploads: true });

await mode.ask({ type: 'sample' });
await mode.ask({ type: 'faults', rate: RATE });
const started = performance.now();
for (let round = 0; round < ROUNDS; round += 1) {
  await traffic.round(round);
  if ((round + 1) % 10 === 0) process.stderr.write(`round ${round + 1}/${ROUNDS}\n`);
}
const seconds = (performance.now() - started) / 1000;
await mode.ask({ type: 'faults', rate: 0 });
const { faults } = await mode.ask({ type: 'sample' });
await mode.ask({ type: 'settle' });
const broken = await brokenPromises(cast, traffic.ledger);
await mode.stop();

const injected = Object.values(faults).reduce((sum, n) => sum + n, 0);
console.log(
  `\nFaults: ${(RATE * 100).toFixed(1)} % of AWS SDK attempts, ${ROUNDS} rounds of mixed traffic in ${seconds.toFixed(0)} s\n`,
);
console.log('| answers | count | 5xx | 503 busy | p50 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const kind of ['read', 'write'] as const) {
  const these = outcomes.filter((o) => o.kind === kind);
  const ms = these.map((o) => o.ms);
  const row = [these.length, these.filter((o) => o.status >= 500).length, these.filter((o) => o.status === 503).length];
  console.log(
    `| ${kind}s | ${row.join(' | ')} | ${quantile(ms, 0.5).toFixed(0)} | ${quantile(ms, 0.99).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`,
  );
}
console.log(`\nInjected faults: ${injected}`);
for (const [kind, count] of Object.entries(faults)) console.log(`  ${kind}: ${count}`);
const refusals = outcomes.filter((o) => !answerKeepsPromise(o));
console.log(`\nAnswers that broke a promise: ${refusals.length}`);
for (const o of refusals.slice(0, 20)) console.log(`  ${o.what}: ${o.status} ${String(o.message)}`);
console.log(
  `State checked after settling (${traffic.ledger.uploaded.length} uploads, ${traffic.ledger.deleted.size} deleted): ${broken.length ? 'BROKEN' : 'every promise held'}`,
);
for (const line of broken) console.log(`  ${line}`);
process.exit(refusals.length || broken.length ? 1 : 0);
