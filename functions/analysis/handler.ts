/**
 * The analysis Lambda's entry point: S3 object-created events for uploaded originals, from the bucket's
 * notification in the cloud and from the local S3 emulator in local mode. Each original is analysed on
 * its own; one that fails does not stop the others, and the batch fails afterwards so it is retried.
 */
import type { S3Event } from 'aws-lambda';
import { logger } from '../lib/logger';
import { configuredAnalyzer } from '../lib/ai/configured-analyzer';
import { analyseOriginal, type AnalysisOutcome } from './pipeline';

/** S3 event keys are URL-encoded with '+' for spaces. */
export const eventObjectKey = (encoded: string) => decodeURIComponent(encoded.replace(/\+/g, ' '));

export async function handler(event: S3Event): Promise<{ processed: number; outcomes: AnalysisOutcome[] }> {
  const analyzer = configuredAnalyzer();
  const outcomes: AnalysisOutcome[] = [];
  const failures: unknown[] = [];
  for (const record of event.Records) {
    const key = eventObjectKey(record.s3.object.key);
    try {
      outcomes.push(await analyseOriginal(key, analyzer));
    } catch (error) {
      logger.error('analysis failed', { key, error: error instanceof Error ? error.message : String(error) });
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, `${failures.length} of ${event.Records.length} originals failed analysis`);
  return { processed: outcomes.length, outcomes };
}
