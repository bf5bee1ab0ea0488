/** The MediaStore on S3, with the S3 client mocked: the commands it sends and how it reads "not found". */
import 'aws-sdk-client-mock-vitest/extend';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { sdkStreamMixin } from '@smithy/core/serde';
import { mockClient } from 'aws-sdk-client-mock';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { createS3MediaStore } from '../../../functions/lib/media/s3-media-store';
import { verifyPostPolicy } from '../../../infra/local/upload-policy';

const BUCKET = 'snifty-media-test';
const CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' };
const s3Mock = mockClient(S3Client);
const store = createS3MediaStore(new S3Client({ region: 'us-east-1', credentials: CREDENTIALS }), BUCKET);

const accessDenied = () =>
  new S3ServiceException({ name: 'AccessDenied', $fault: 'client', message: 'Access Denied', $metadata: { httpStatusCode: 403 } });

beforeEach(() => {
  s3Mock.reset();
});

describe('createS3MediaStore', () => {
  it('reads an object with its bytes, type and size', async () => {
    // Prepare
    s3Mock
      .on(GetObjectCommand, { Bucket: BUCKET, Key: 'originals/u1/p1' })
      .resolves({ Body: sdkStreamMixin(Readable.from([Buffer.from('jpeg')])), ContentType: 'image/jpeg', ContentLength: 4 });

    // Act
    const object = await store.read('originals/u1/p1');

    // Assess
    expect(object).toEqual({ bytes: Buffer.from('jpeg'), contentType: 'image/jpeg', size: 4 });
    expect(s3Mock).toHaveReceivedCommandOnce(GetObjectCommand);
  });

  it('reads a missing object as null and lets any other failure through', async () => {
    s3Mock
      .on(GetObjectCommand, { Key: 'gone' })
      .rejects(new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }));
    s3Mock.on(GetObjectCommand, { Key: 'denied' }).rejects(accessDenied());

    expect(await store.read('gone')).toBeNull();
    await expect(store.read('denied')).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
  });

  it('heads an object, and answers null when HeadObject says NotFound', async () => {
    s3Mock.on(HeadObjectCommand, { Key: 'photos/p1/display.webp' }).resolves({ ContentLength: 1234, ContentType: 'image/webp' });
    s3Mock.on(HeadObjectCommand, { Key: 'gone' }).rejects(new NotFound({ message: 'NotFound', $metadata: {} }));

    expect(await store.head('photos/p1/display.webp')).toEqual({ size: 1234, contentType: 'image/webp' });
    expect(await store.head('gone')).toBeNull();
    expect(s3Mock).toHaveReceivedCommandWith(HeadObjectCommand, { Bucket: BUCKET, Key: 'photos/p1/display.webp' });
  });

  it('writes the request that sent an original into its metadata, where the analysis reads it back', async () => {
    await store.putOriginal('inbox/u1/p1', Buffer.from('jpeg'), 'image/jpeg', 'req-7');

    expect(s3Mock).toHaveReceivedCommandWith(PutObjectCommand, {
      Key: 'inbox/u1/p1',
      ContentType: 'image/jpeg',
      Metadata: { 'correlation-id': 'req-7' },
    });
  });

  it('writes originals with their type, and derived images as public and immutable (CloudFront keeps them a year)', async () => {
    // Act
    await store.putOriginal('originals/u1/p1', Buffer.from('png'), 'image/png');
    await store.putDerived('photos/p1/thumbnail.webp', { data: Buffer.from('webp'), contentType: 'image/webp' });

    // Assess
    expect(s3Mock.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: BUCKET, Key: 'originals/u1/p1', Body: Buffer.from('png'), ContentType: 'image/png' },
      {
        Bucket: BUCKET,
        Key: 'photos/p1/thumbnail.webp',
        Body: Buffer.from('webp'),
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      },
    ]);
  });

  it("deletes a photo's inbox upload, original, display image and thumbnail with single deletes", async () => {
    // Act
    await store.deletePhotoObjects({ id: 'p1', userId: 'u1', originalKey: 'originals/u1/p1' });

    // Assess: never DeleteObjects, which the local emulator handles poorly
    expect(s3Mock).toHaveReceivedCommandTimes(DeleteObjectCommand, 4);
    expect(
      s3Mock
        .commandCalls(DeleteObjectCommand)
        .map((call) => call.args[0].input.Key)
        .sort(),
    ).toEqual(['inbox/u1/p1', 'originals/u1/p1', 'photos/p1/display.webp', 'photos/p1/thumbnail.webp'].sort());
    expect(s3Mock.calls()).toHaveLength(4);
  });

  it('deletes one object by key, and fails when S3 refuses the delete (the photo record then stays)', async () => {
    await store.delete('originals/u1/p1');
    expect(s3Mock).toHaveReceivedCommandExactlyOnceWith(DeleteObjectCommand, { Bucket: BUCKET, Key: 'originals/u1/p1' });

    s3Mock.on(DeleteObjectCommand).rejects(accessDenied());
    await expect(store.delete('originals/u1/p1')).rejects.toMatchObject({ name: 'AccessDenied' });
  });

  it("carries the asking request's id as the upload's metadata, fixed by the policy, and reads it back on head", async () => {
    // Act
    const upload = await store.presignUpload({
      key: 'inbox/u1/p1',
      contentType: 'image/jpeg',
      expiresInSeconds: 600,
      correlationId: 'req-42',
    });
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 9, ContentType: 'image/jpeg', Metadata: { 'correlation-id': 'req-42' } });

    // Assess
    expect(upload.fields['x-amz-meta-correlation-id']).toBe('req-42');
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual({ 'x-amz-meta-correlation-id': 'req-42' });
    expect(await store.head('inbox/u1/p1')).toEqual({ size: 9, contentType: 'image/jpeg', correlationId: 'req-42' });
  });

  it('presigns a POST whose policy fixes the key, the content type and 1 byte to 10 MB', async () => {
    // Act
    const upload = await store.presignUpload({ key: 'originals/u1/p1', contentType: 'image/webp', expiresInSeconds: 600 });

    // Assess: the bucket's own host in the cloud
    expect(upload.url).toBe(`https://${BUCKET}.s3.us-east-1.amazonaws.com/`);
    expect(upload.fields).toMatchObject({ key: 'originals/u1/p1', 'Content-Type': 'image/webp' });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: BUCKET },
        { key: 'originals/u1/p1' },
        ['content-length-range', 1, MAX_UPLOAD_BYTES],
        ['eq', '$Content-Type', 'image/webp'],
      ]),
    );
    const lifetime = (Date.parse(policy.expiration) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
    // Presigning is local work: nothing is sent.
    expect(s3Mock.calls()).toHaveLength(0);
  });

  it("presigns for the emulator's path in local mode, signed as the local storage front checks it", async () => {
    // Prepare
    const local = createS3MediaStore(
      new S3Client({ region: 'us-east-1', credentials: CREDENTIALS, endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }),
      BUCKET,
    );

    // Act
    const upload = await local.presignUpload({ key: 'inbox/u1/p1', contentType: 'image/png', expiresInSeconds: 600 });

    // Assess
    expect(upload.url).toBe(`http://127.0.0.1:4569/${BUCKET}`);
    const form = { bucket: BUCKET, fields: { ...upload.fields }, fileSize: 1000 };
    expect(verifyPostPolicy(form, CREDENTIALS, new Date())).toEqual({ ok: true });
    expect(verifyPostPolicy({ ...form, fileSize: MAX_UPLOAD_BYTES + 1 }, CREDENTIALS, new Date())).toMatchObject({ ok: false });
    expect(verifyPostPolicy(form, { ...CREDENTIALS, secretAccessKey: 'other' }, new Date())).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });
});
