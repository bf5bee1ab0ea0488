/**
 * The analysis Lambda's entry point: S3 object-created events for uploads in the inbox, from the bucket's
 * notification in the cloud and from the local S3 emulator in local mode. Each upload is analysed on
 * its own; one that fails does not stop the others, and the batch fails afterwards so it is retried.
 * The same function runs the reconcile job its declaration names (group.ts; reconcile.ts).
 */
import type { Context, S3Event } from 'aws-lambda';
import { logger } from '../kernel/logger';
import { mediaStore } from '../lib/media/configured-media-store';
import { configuredAnalyzer } from '../ai/configured-analyzer';
import { createJobHandler, type JobEvent } from '../lib/jobs';
import { ANALYSIS_GROUP } from './group';
import { analyseUpload, type AnalysisOutcome } from './pipeline';
import { reconcile, type ReconcileOutcome } from './reconcile';
import { eventObjectKey } from './s3-event';

export { eventObjectKey };

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
      // The id of the request that asked for this upload, so its analysis reads on from the API's logs.
      const head = await mediaStore()
        .head(key)
        .catch(() => null);
      logger.setCorrelationId(head?.correlationId);
      outcomes.push(await analyseUpload(key, analyzer));
    } catch (error) {
      logger.error('analysis failed', { key: record.s3.object.key, error: error instanceof Error ? error.message : String(error) });
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} of ${event.Records.length} uploads failed analysis`);
  return { processed: outcomes.length, outcomes };
}

const dispatch = createJobHandler(
  ANALYSIS_GROUP,
  {
    // `settledSeconds` comes with local mode's first run only (the declaration's firstRun).
    reconcile: (event) =>
      reconcile(configuredAnalyzer(), { settledSeconds: typeof event.settledSeconds === 'number' ? event.settledSeconds : undefined }),
  },
  handleObjectsCreated,
);

export async function handler(event: S3Event, context: Context): Promise<ObjectsCreatedOutcome>;
export async function handler(event: JobEvent, context: Context): Promise<ReconcileOutcome>;
export async function handler(event: S3Event | JobEvent, context: Context): Promise<ObjectsCreatedOutcome | ReconcileOutcome> {
  return dispatch(event, context);
}
