/**
 * The presigned POST signed without the S3 client: a known SigV4 signing-key vector, and field for field
 * what @aws-sdk/s3-presigned-post (a devDependency, kept for this comparison) builds for the same input.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { s3Access } from '../../../functions/lib/aws-clients/s3';
import { presignPost, signingKey } from '../../../functions/lib/media/s3-post-policy';

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const UPLOAD = {
  Bucket: 'snifty-media',
  Key: 'originals/u1/p1',
  Conditions: [
    ['content-length-range', 1, 10485760],
    ['eq', '$Content-Type', 'image/jpeg'],
  ] as never[],
  Fields: { 'Content-Type': 'image/jpeg' },
  Expires: 900,
};

afterEach(() => vi.useRealTimers());

describe('presignPost', () => {
  it('derives the signing key of the SigV4 documentation example', () => {
    // AWS's "derive a signing key" example: the IAM service in us-east-1 on 2012-02-15.
    expect(signingKey(CREDENTIALS.secretAccessKey, '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it.each([
    ['the cloud (the bucket host)', undefined, undefined],
    ['local mode (path style), with a session token', 'http://localhost:4569', 'session-token'],
  ])('builds the URL and fields the SDK builds, in %s', async (_where, endpoint, sessionToken) => {
    // Prepare: one instant for both
    vi.useFakeTimers({ now: Date.parse('2026-11-23T13:04:05.678Z'), toFake: ['Date'] });
    const credentials = { ...CREDENTIALS, ...(sessionToken ? { sessionToken } : {}) };
    const sdk = new S3Client({
      region: 'eu-west-1',
      credentials,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    });
    const ours = s3Access({ region: 'eu-west-1', endpoint, credentials: async () => credentials });

    // Act
    const expected = await createPresignedPost(sdk, UPLOAD);
    const actual = await presignPost(ours, {
      bucket: UPLOAD.Bucket,
      key: UPLOAD.Key,
      conditions: UPLOAD.Conditions,
      fields: UPLOAD.Fields,
      expiresInSeconds: UPLOAD.Expires,
    });

    // Assess
    expect(actual).toEqual({ url: expected.url, fields: expected.fields });
  });
});
