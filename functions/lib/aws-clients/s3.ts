/**
 * S3 access for the media store (lib/media/s3-requests.ts and s3-post-policy.ts) without the S3 client:
 * the client, its checksums and middleware-sdk-s3 were 140 KB of every bundle that touched media, while
 * the SigV4 signer and the credential chain are already in every bundle for DynamoDB (sigv4.ts). Local
 * mode points the endpoint at the emulator (path style); the cloud uses the bucket's own host.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { config } from '../config';
import { containerClient } from './container-client';
import { awsAccess, type AwsAccess, type AwsAccessSettings } from './sigv4';

/** What a request to the media bucket needs: where S3 is, and who signs. */
export type S3Access = AwsAccess;

/** S3 access from explicit settings: the container's below, and tests with fixed credentials. */
export function s3Access(settings: Omit<AwsAccessSettings, 'service' | 'uriEscapePath'>): S3Access {
  // S3 signs the path as sent, never encoded twice.
  return awsAccess({ ...settings, service: 's3', uriEscapePath: false });
}

export const s3Client = containerClient(() =>
  s3Access({ region: config().AWS_REGION, endpoint: config().S3_ENDPOINT, credentials: defaultProvider() }),
);
