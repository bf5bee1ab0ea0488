/**
 * The analysis Lambda's entry point: S3 object-created events for uploads in the inbox, from the bucket's
 * notification in the cloud and from the local S3 emulator in local mode. Each upload is analysed on
 * its own; one that fails does not stop the others, and the batch fails afterwards so it is retried.
 * The same function receives the reconcile schedule's `{ "job": "reconcile" }` (reconcile.ts).
 */
import type { S3Event } from 'aws-lambda';
import { logger } from '../kernel/logger';
import { configuredAnalyzer } from '../ai/configured-analyzer';
import { analyseUpload, type AnalysisOutcome } from './pipeline';
import { RECONCILE_JOB } from './jobs';
import { reconcile, type ReconcileOutcome } from './reconcile';
import { eventObjectKey } from './s3-event';

export { eventObjectKey };

/** What the schedule (and the local runtime) sends; `settledSeconds` is for the local start only. */
export interface ReconcileJobEvent {
  job: typeof RECONCILE_JOB;
  settledSeconds?: number;
}

const isJobEvent = (event: unknown): event is { job: unknown; settledSeconds?: unknown } =>
  typeof event === 'object' && event !== null && 'job' in event;

export interface ObjectsCreatedOutcome {
  processed: number;
  outcomes: AnalysisOutcome[];
}

async function handleObjectsCreated(event: S3Event): Promise<ObjectsCreatedOutcome> {
  const analyzer = configuredAnalyzer();
  const outcomes: AnalysisOutcome[] = [];
  const failures: unknown[] = [];
  for (const record of event.Records) {
    try {
      const key = eventObjectKey(record.s3.object.key);
      outcomes.push(await analyseUpload(key, analyzer));
    } catch (error) {
      logger.error('analysis failed', { key: record.s3.object.key, error: error instanceof Error ? error.message : String(error) });
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} of ${event.Records.length} uploads failed analysis`);
  return { processed: outcomes.length, outcomes };
}

export async function handler(event: S3Event): Promise<ObjectsCreatedOutcome>;
export async function handler(event: ReconcileJobEvent): Promise<ReconcileOutcome>;
export async function handler(event: S3Event | ReconcileJobEvent): Promise<ObjectsCreatedOutcome | ReconcileOutcome> {
  if (!isJobEvent(event)) return handleObjectsCreated(event);
  // Thrown, not answered: EventBridge retries and the alarm on the function's errors sees it.
  if (event.job !== RECONCILE_JOB) throw new Error(`Unknown job '${String(event.job)}'`);
  const settledSeconds = typeof event.settledSeconds === 'number' ? event.settledSeconds : undefined;
  return reconcile(configuredAnalyzer(), { settledSeconds });
}
