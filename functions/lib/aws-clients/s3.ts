/** The S3 client, for the media store (lib/media/configured-media-store.ts). */
import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { containerClient } from './container-client';

export const s3Client = containerClient(
  () =>
    new S3Client({
      region: config().AWS_REGION,
      ...(config().S3_ENDPOINT ? { endpoint: config().S3_ENDPOINT, forcePathStyle: true } : {}),
    }),
);
