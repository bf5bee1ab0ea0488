/**
 * A peak hour at 10k, 1M and 10M members, today's data model beside the new one:
 *   npm run bench:scale            (about a minute)
 *   npm run bench:scale -- --record-today   (rewrites bench/scale-today.json from this checkout)
 * Each scenario (scale-world.ts) runs through the real data layer against the in-process emulator with a
 * recording client (recording-dynamo.ts) that charges every request by DynamoDB's rules and assigns it to
 * the partitions its keys name; scale-model.ts turns the charges into units a second per partition.
 * "Today" is the same scenarios recorded on the data model before the scale work (bench/scale-today.json,
 * recorded with --record-today at that commit), charged by the same rules in the same run.
 */
import '../infra/local/quiet-warnings';
import { readFileSync, writeFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { resetAwsClients } from '../functions/kernel/aws-clients/container-client';
import { resetConfig } from '../functions/kernel/config';
import { clock } from '../functions/kernel/clock';
import { ensureTable } from '../infra/local/dynamo/ensure-table';
import { startDynamo } from '../infra/local/dynamo/start-dynamo';
import { applyDynamoOnlyConfiguration, LOCAL_TABLE_NAME } from '../infra/local/local-env';
import { loadOrCreateMediaKeys } from '../infra/local/media-keys';
import type { Charge } from './support/dynamo-units';
import { RecordingDynamo, roundTrips } from './support/recording-dynamo';
import { buildWorld } from './support/scale-world';
import { partitionClass, peakHour, READ_LIMIT, WRITE_LIMIT, type PeakHour, type Profile } from './support/scale-model';

const TODAY_FILE = new URL('./scale-today.json', import.meta.url);
const SCALES = [
  { label: '10k', members: 10_000 },
  { label: '1M', members: 1_000_000 },
  { label: '10M', members: 10_000_000 },
];
/** Each scenario runs this many times; its profile is the mean (a reaction toggles on, then off). */
const RUNS = 4;

async function recordProfiles(): Promise<Profile[]> {
  const dynamo = await startDynamo();
  applyDynamoOnlyConfiguration(dynamo.endpoint, loadOrCreateMediaKeys());
  resetConfig();
  resetAwsClients();
  await ensureTable(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' }), LOCAL_TABLE_NAME);
  const recorder = new RecordingDynamo(dynamo.endpoint, LOCAL_TABLE_NAME);
  recorder.install();
  try {
    const world = await buildWorld(clock.now().getTime(), { members: 40, photos: 160, manyTribes: 40 });
    const profiles: Profile[] = [];
    for (const scenario of world.scenarios) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await recorder.record(scenario.run));
      // The mean units of a run, per partition (by role).
      const byPartition = new Map<string, Charge>();
      for (const charge of runs.flat().flatMap((request) => request.charges)) {
        const partition = partitionClass(charge.partition, scenario.roles);
        const sum = byPartition.get(partition) ?? { partition, read: 0, write: 0 };
        sum.read += charge.read / RUNS;
        sum.write += charge.write / RUNS;
        byPartition.set(partition, sum);
      }
      const charges = [...byPartition.values()];
      profiles.push({
        name: scenario.name,
        roundTrips: Math.max(...runs.map(roundTrips)),
        requests: Math.max(...runs.map((r) => r.length)),
        charges,
      });
    }
    return profiles;
  } finally {
    recorder.close();
    await dynamo.stop();
  }
}

const pct = (units: number, limit: number) => Math.round((units / limit) * 100);

function row(model: string, scale: string, peak: PeakHour): string {
  return [
    scale,
    model,
    `${Math.round(peak.hottestRead.units).toLocaleString('en')} (${pct(peak.hottestRead.units, READ_LIMIT)}%) \`${peak.hottestRead.partition}\``,
    `${Math.round(peak.hottestWrite.units).toLocaleString('en')} (${pct(peak.hottestWrite.units, WRITE_LIMIT)}%) \`${peak.hottestWrite.partition}\``,
    `${peak.feed.roundTrips} / ${peak.feed.requests} / ${peak.feed.readUnits.toFixed(1)}`,
    `$${peak.costPer1000.toFixed(2)}`,
  ].join(' | ');
}

const live = await recordProfiles();
if (process.argv.includes('--record-today')) {
  writeFileSync(TODAY_FILE, `${JSON.stringify(live, null, 2)}\n`);
  console.log(`recorded today's model into ${TODAY_FILE.pathname}`);
}
const today = JSON.parse(readFileSync(TODAY_FILE, 'utf8')) as Profile[];

console.log(
  '\n| scale | model | hottest partition, read units/s (of 3,000) | hottest partition, write units/s (of 1,000) | feed page: round trips / requests / read units | DynamoDB $ a month per 1,000 members |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
let last: PeakHour | undefined;
for (const scale of SCALES) {
  console.log(`| ${row('today', scale.label, peakHour(scale.members, today))} |`);
  last = peakHour(scale.members, live);
  console.log(`| ${row('new', scale.label, last)} |`);
}
console.log('\nper scenario (new model): round trips, requests, read units, write units');
for (const p of live)
  console.log(
    `  ${p.name}: ${p.roundTrips}, ${p.requests}, ${p.charges.reduce((s, c) => s + c.read, 0).toFixed(1)}, ${p.charges.reduce((s, c) => s + c.write, 0).toFixed(1)}`,
  );
for (const kind of ['read', 'write'] as const)
  console.log(
    `\nhottest ${kind} partitions at 10M (new): ${last!.top[kind].map((p) => `\`${p.partition}\` ${Math.round(p.units).toLocaleString('en')}`).join(', ')}`,
  );
console.log(
  `\nscale 10M: hottest partition ${pct(last!.hottestRead.units, READ_LIMIT)}% of read limit, ${pct(last!.hottestWrite.units, WRITE_LIMIT)}% of write limit; feed page ${last!.feed.roundTrips} round trips`,
);
