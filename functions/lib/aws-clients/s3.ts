/** The S3 client, for the media store (lib/media/s3-media-store.ts). Local mode: the emulator, path style. */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { containerClient } from './container-client';

export const s3Client = containerClient(() => {
  const endpoint = config().S3_ENDPOINT;
  // s3rver answers one host, so buckets go in the path there; the cloud uses each bucket's own host.
  return new S3Client({ region: config().AWS_REGION, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
});
