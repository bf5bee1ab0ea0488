/**
 * Runs a scheduled job once against the local data, as the schedule would:
 *   npx tsx infra/local/run-job.ts <job>   (a job some functions/<name>/group.ts declares)
 * DATA_DIR picks the data folder (default .data). Stop the local server first: the local DynamoDB
 * keeps its folder locked while it runs (the server itself runs each job at start and on its local interval).
 */
import './quiet-warnings';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { resetAwsClients } from '../../functions/kernel/aws-clients/container-client';
import { resetConfig } from '../../functions/kernel/config';
import { dataFormatOf, LOCAL_DATA_FORMAT } from './data-format';
import { ensureTable } from './dynamo/ensure-table';
import { startDynamo } from './dynamo/start-dynamo';
import { applyDynamoOnlyConfiguration, LOCAL_TABLE_NAME } from './local-env';
import { loadOrCreateMediaKeys } from './media-keys';
import { isJobName, LOCAL_JOBS, runScheduledJob } from './scheduled-jobs';

const job = process.argv[2] ?? '';
if (!isJobName(job)) {
  console.error(`Usage: npx tsx infra/local/run-job.ts <job>, one of: ${LOCAL_JOBS.map((j) => j.job).join(', ')}`);
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
if (!existsSync(join(dataDir, 'dynamodb'))) {
  console.error(`No local data in ${dataDir}: start the server once (npm start) or set DATA_DIR.`);
  process.exit(1);
}
// A job does not recreate a folder: that is the server's start, which seeds the demo again.
if (dataFormatOf(dataDir) !== LOCAL_DATA_FORMAT) {
  console.error(`The local data in ${dataDir} was written by another version: start the server once (npm start) to recreate it.`);
  process.exit(1);
}

// A folder another process holds (the running server) fails inside dynalite, outside any promise.
const cannotOpen = (error: unknown) => {
  console.error(`Could not open ${dataDir}/dynamodb: is the local server running? Stop it first.`);
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
};
process.once('uncaughtException', cannotOpen);
const dynamo = await startDynamo({ path: join(dataDir, 'dynamodb') }).catch(cannotOpen);
// The job talks to DynamoDB only; storage and mail are never reached.
applyDynamoOnlyConfiguration(dynamo.endpoint, loadOrCreateMediaKeys(dataDir));
resetConfig();
resetAwsClients();
try {
  // The first request is where a locked folder shows.
  await ensureTable(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' }), LOCAL_TABLE_NAME);
  process.off('uncaughtException', cannotOpen);
  console.log(JSON.stringify(await runScheduledJob(job), null, 2));
} finally {
  await dynamo.stop();
}
