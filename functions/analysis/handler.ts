/**
 * The analysis Lambda's entry point: S3 object-created events for uploaded originals.
 * The pipeline (type sniffing, derived images, AI text) arrives with the photos issue; the wiring from
 * S3 (cloud) and from the local S3 emulator (local mode) to this entry point is already real.
 */
import type { S3Event } from 'aws-lambda';
import { logger } from '../lib/logger';

export async function handler(event: S3Event): Promise<{ processed: number }> {
  const keys = event.Records.map((record) => decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')));
  logger.info('analysis: objects received', { keys });
  return { processed: keys.length };
}
