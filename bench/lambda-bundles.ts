/**
 * The Lambda bundles (issue 12 item 3): each API group built as the stack builds it (esbuild, ESM,
 * minified; infra/lambda-bundle.ts), its size, the SDK clients it holds and the time a fresh Node
 * process takes to import it, each as a ratio to the floor: a bundle holding only the DynamoDB document
 * client. Loads are interleaved (one round loads every bundle once), so a busy moment of the machine
 * weighs on all bundles alike; the figures are medians. Each load is measured twice: wall time, and the
 * CPU time the process spent importing, which a machine shared with other work inflates far less (a
 * waiting process is not charged); the load goal is checked on both. A group above the goal lists what
 * it holds beyond the floor.
 *
 *   npm run bench:lambda            # median of 7 fresh-process loads per bundle
 *   BENCH_LOADS=9 npm run bench:lambda
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeGroups } from '../functions/route-table';
import { buildLambdaBundle, FLOOR_SOURCE, groupDefines, type BuiltBundle } from '../infra/lambda-bundle';
import { handlerEntry, REPO_ROOT } from '../infra/stack/paths';

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
/** Issue 12: every API group within 1.25x the floor's size and 1.3x its load time. */
const SIZE_GOAL = 1.25;
const LOAD_GOAL = 1.3;
const out = mkdtempSync(join(tmpdir(), 'snifty-bundles-'));

interface Load {
  wallMs: number;
  cpuMs: number;
}

/** Milliseconds (wall and CPU) a fresh process spends importing the bundle (the process's own start excluded). */
function load(file: string): Load {
  const [wallMs, cpuMs] = execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(file)});
     const u = process.cpuUsage(c); console.log(performance.now() - t, (u.user + u.system) / 1000);`,
  ])
    .toString()
    .trim()
    .split(' ')
    .map(Number);
  return { wallMs: wallMs!, cpuMs: cpuMs! };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Measured extends BuiltBundle {
  name: string;
  file: string;
  loads: Load[];
}

const floorFile = join(out, 'floor.mjs');
const floor: Measured = {
  name: 'floor (DynamoDB document client only)',
  file: floorFile,
  loads: [],
  ...(await buildLambdaBundle({ source: FLOOR_SOURCE, resolveDir: REPO_ROOT }, floorFile)),
};
const groups: Measured[] = [];
for (const group of routeGroups()) {
  const file = join(out, `${group}.mjs`);
  groups.push({
    name: group,
    file,
    loads: [],
    ...(await buildLambdaBundle({ entry: handlerEntry(group), define: groupDefines(group) }, file)),
  });
}
for (let round = 0; round < LOADS; round += 1) {
  for (const bundle of [floor, ...groups]) bundle.loads.push(load(bundle.file));
}
rmSync(out, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const wall = (bundle: Measured) => median(bundle.loads.map((l) => l.wallMs));
const cpu = (bundle: Measured) => median(bundle.loads.map((l) => l.cpuMs));
const row = (bundle: Measured) =>
  `| ${bundle.name} | ${kb(bundle.bytes)} | ${(bundle.bytes / floor.bytes).toFixed(2)} | ${wall(bundle).toFixed(0)} | ${(wall(bundle) / wall(floor)).toFixed(2)} | ${cpu(bundle).toFixed(0)} | ${(cpu(bundle) / cpu(floor)).toFixed(2)} | ${bundle.sdkClients.join(', ')} |`;

console.log(`\nLambda bundles (esbuild as the stack builds them), median of ${LOADS} interleaved fresh-process loads`);
console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}\n`,
);
console.log('| bundle | size | x floor | load wall ms | x floor | load CPU ms | x floor | SDK clients |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const bundle of [floor, ...groups]) console.log(row(bundle));

/** The largest sources a group holds beyond what the floor holds of them. */
function beyondFloor(bundle: Measured): string {
  return [...bundle.bytesBySource]
    .map(([source, bytes]) => [source, bytes - (floor.bytesBySource.get(source) ?? 0)] as const)
    .filter(([, extra]) => extra >= 1024)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([source, extra]) => `${source} ${kb(extra)}`)
    .join(', ');
}

const over = groups.filter(
  (g) => g.bytes / floor.bytes > SIZE_GOAL || wall(g) / wall(floor) > LOAD_GOAL || cpu(g) / cpu(floor) > LOAD_GOAL,
);
console.log(
  `\nGoal: <= ${SIZE_GOAL}x the floor's size, <= ${LOAD_GOAL}x its load time. ${over.length ? 'Above it:' : 'Every group meets it.'}`,
);
for (const group of over) console.log(`- ${group.name}: ${beyondFloor(group)}`);
