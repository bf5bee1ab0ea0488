/**
 * A presigned POST for one browser upload, signed as S3 checks it (and as @aws-sdk/s3-presigned-post
 * builds it, which test/unit/lib/s3-post-policy.test.ts compares field by field): a base64 policy of
 * the conditions and every field, and its HMAC with the SigV4 signing key of the day.
 */
import { createHmac } from 'node:crypto';
import type { S3Access } from '../aws-clients/s3';
import type { PresignedUpload } from './media-store';
import { bucketUrl } from './s3-requests';

export interface PostPolicyInput {
  bucket: string;
  key: string;
  conditions: unknown[];
  fields: Record<string, string>;
  expiresInSeconds: number;
}

/** `2026-11-23T13:04:05Z`: S3's ISO 8601, without milliseconds. */
const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** SigV4's signing key: the secret narrowed to a day, a region, a service. */
export function signingKey(secretAccessKey: string, shortDate: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, shortDate), region), service), 'aws4_request');
}

export async function presignPost(s3: S3Access, input: PostPolicyInput): Promise<PresignedUpload> {
  const now = new Date();
  const signingDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const credentials = await s3.credentials();
  const fields: Record<string, string> = {
    ...input.fields,
    bucket: input.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${shortDate}/${s3.region}/s3/aws4_request`,
    'X-Amz-Date': signingDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const conditions = [...input.conditions, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), { key: input.key }];
  const expiration = iso8601(new Date(now.valueOf() + input.expiresInSeconds * 1000));
  const policy = Buffer.from(JSON.stringify({ expiration, conditions }), 'utf8').toString('base64');
  const signature = hmac(signingKey(credentials.secretAccessKey, shortDate, s3.region, 's3'), policy).toString('hex');
  return {
    // The SDK's form: the bucket host's root with its slash, the emulator's bucket path without one.
    url: s3.endpoint ? bucketUrl(s3, input.bucket) : `${bucketUrl(s3, input.bucket)}/`,
    fields: { ...fields, key: input.key, Policy: policy, 'X-Amz-Signature': signature },
  };
}
