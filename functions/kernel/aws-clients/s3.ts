/** The S3 client, for the media store (lib/media/s3-media-store.ts). Local mode: the emulator, path style. */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { containerClient } from './container-client';

export const s3Client = containerClient(() => {
  const endpoint = config().S3_ENDPOINT;
  // s3rver answers one host, so buckets go in the path there; the cloud uses each bucket's own host. It
  // also stores an aws-chunked body (a streamed upload with a trailing checksum) as sent, chunk headers and
  // all, so locally a stream goes plain; S3 checks the checksum trailer in the cloud.
  const local = endpoint ? { endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' as const } : {};
  return new S3Client({ region: config().AWS_REGION, ...local });
});
