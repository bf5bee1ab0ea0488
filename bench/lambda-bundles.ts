/**
 * What each API group's Lambda bundle spends at a cold start: the CPU time (user + system) a
 * fresh Node process spends importing it, against its own floor, a bundle holding only the AWS SDK
 * clients its declaration implies (infra/sdk-floor.ts), each constructed and sending one command. Both
 * are built as the stack builds them (infra/lambda-bundle.ts). Group and floor are imported alternately,
 * each in a new process, and each keeps its minimum: a busy machine only ever adds time. Goal: every
 * group within 1.25x of its floor. Bytes are printed beside it; only the ceiling of 2 MB is a limit.
 *
 *   npm run bench:lambda              # the minimum of 9 imports each
 *   BENCH_RUNS=15 npm run bench:lambda
 *   BENCH_GROUPS=photos,openapi npm run bench:lambda   # only these groups (and their floors)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { groups } from '../functions/api/route-table';
import { BUNDLE_CEILING_BYTES, buildLambdaBundle, type BuiltBundle } from '../infra/lambda-bundle';
import { clientsFor, floorSource } from '../infra/sdk-floor';
import { handlerEntry, REPO_ROOT } from '../infra/stack/paths';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ONLY = process.env.BENCH_GROUPS?.split(',').filter(Boolean);
const GOAL = 1.25;
const out = mkdtempSync(join(tmpdir(), 'snifty-bundles-'));

/** CPU milliseconds a fresh process spends in `import()` of the bundle (its own start excluded). */
function importCpuMs(file: string): number {
  const script = `const c = process.cpuUsage(); await import(${JSON.stringify(pathToFileURL(file).href)});
    const u = process.cpuUsage(c); console.log((u.user + u.system) / 1000);`;
  // stderr dropped: the SDK warns about this machine's Node version, which Lambda's runtime is not.
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  return Number(stdout.toString().trim());
}

interface Built extends BuiltBundle {
  file: string;
}

const built = async (file: string, input: Parameters<typeof buildLambdaBundle>[0]): Promise<Built> => ({
  file,
  ...(await buildLambdaBundle(input, file)),
});

/** Floors by the clients they hold: groups with the same clients share one file, not their timings. */
const floors = new Map<string, Built>();
interface Row {
  name: string;
  clients: string;
  missing: string[];
  group: Built;
  floor: Built;
  groupMs: number[];
  floorMs: number[];
}
const rows: Row[] = [];
for (const group of groups.filter((g) => !ONLY || ONLY.includes(g.name))) {
  const { source, included, missing } = floorSource(clientsFor(group.access));
  const clients = included.join(' + ');
  let floor = floors.get(clients);
  if (!floor) {
    floor = await built(join(out, `floor-${floors.size}.mjs`), { source, resolveDir: REPO_ROOT });
    floors.set(clients, floor);
  }
  const bundle = await built(join(out, `${group.name}.mjs`), { entry: handlerEntry(group.name) });
  rows.push({ name: group.name, clients, missing, group: bundle, floor, groupMs: [], floorMs: [] });
}
for (let run = 0; run < RUNS; run += 1) {
  for (const row of rows) {
    row.floorMs.push(importCpuMs(row.floor.file));
    row.groupMs.push(importCpuMs(row.group.file));
  }
}
rmSync(out, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(', ');
console.log(`\nImport CPU time (user + system), the minimum of ${RUNS} fresh-process imports each; load average ${load}\n`);
console.log('| group | floor: SDK clients | floor ms | group ms | x floor | group size | floor size |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
const over: string[] = [];
for (const { name, clients, group, floor, groupMs, floorMs } of rows) {
  const [groupMin, floorMin] = [Math.min(...groupMs), Math.min(...floorMs)];
  const ratio = groupMin / floorMin;
  if (ratio > GOAL) over.push(`${name} (${ratio.toFixed(2)}x)`);
  if (group.bytes > BUNDLE_CEILING_BYTES) over.push(`${name} (${kb(group.bytes)}, above the ceiling)`);
  console.log(
    `| ${name} | ${clients || 'none'} | ${floorMin.toFixed(1)} | ${groupMin.toFixed(1)} | ${ratio.toFixed(2)} | ${kb(group.bytes)} | ${kb(floor.bytes)} |`,
  );
}
const missing = [...new Set(rows.flatMap((r) => r.missing))];
if (missing.length) console.log(`\nDeclared but not installed, so in no floor and no bundle: ${missing.join(', ')}`);
console.log(
  `\nGoal: each group within ${GOAL}x of its floor, no bundle above ${kb(BUNDLE_CEILING_BYTES)}. ${over.length ? `Not met: ${over.join(', ')}` : 'Met.'}`,
);
if (over.length) process.exitCode = 1;
