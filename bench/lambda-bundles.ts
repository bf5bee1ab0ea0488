/**
 * The Lambda bundles (issue 12 item 3): each API group built as the stack builds it (esbuild, ESM,
 * minified; infra/lambda-bundle.ts), its size, the SDK clients it holds and the time a fresh Node
 * process takes to import it, beside the floor: a bundle holding only the DynamoDB document client.
 *
 *   npm run bench:lambda            # median of 5 fresh-process loads per bundle
 *   BENCH_LOADS=9 npm run bench:lambda
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeGroups } from '../functions/route-table';
import { buildLambdaBundle } from '../infra/lambda-bundle';
import { handlerEntry, REPO_ROOT } from '../infra/stack/paths';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const out = mkdtempSync(join(tmpdir(), 'snifty-bundles-'));

const FLOOR_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));`;

/** Milliseconds a fresh process spends importing the bundle (the process's own start excluded). */
function loadMs(file: string): number {
  const runs = Array.from({ length: LOADS }, () =>
    Number(
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`,
      ]).toString(),
    ),
  );
  return runs.sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
}

const floorFile = join(out, 'floor.mjs');
const floor = await buildLambdaBundle({ source: FLOOR_SOURCE, resolveDir: REPO_ROOT }, floorFile);
const floorMs = loadMs(floorFile);

const rows = [];
for (const group of routeGroups()) {
  const file = join(out, `${group}.mjs`);
  const bundle = await buildLambdaBundle({ entry: handlerEntry(group) }, file);
  rows.push({ group, ...bundle, ms: loadMs(file) });
}
rmSync(out, { recursive: true, force: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`\nLambda bundles (esbuild as the stack builds them), median of ${LOADS} fresh-process loads\n`);
console.log('| bundle | size | x floor | load ms | x floor | SDK clients |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
console.log(
  `| floor (DynamoDB document client only) | ${kb(floor.bytes)} | 1.00 | ${floorMs.toFixed(0)} | 1.00 | ${floor.sdkClients.join(', ')} |`,
);
for (const row of rows) {
  console.log(
    `| ${row.group} | ${kb(row.bytes)} | ${(row.bytes / floor.bytes).toFixed(2)} | ${row.ms.toFixed(0)} | ${(row.ms / floorMs).toFixed(2)} | ${row.sdkClients.join(', ')} |`,
  );
}
