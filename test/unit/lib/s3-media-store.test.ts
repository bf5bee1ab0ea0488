/** The MediaStore on S3, with the S3 client mocked: the commands it sends and how it reads "not found". */
import '../support/env';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { createS3MediaStore } from '../../../functions/lib/media/s3-media-store';

const s3 = mockClient(S3Client);
const BUCKET = 'snifty-media-test';
// Presigning signs with credentials; these never leave the process.
const client = new S3Client({ region: 'us-east-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } });
const store = createS3MediaStore(client, BUCKET);

/** The part of the SDK's streaming body the store reads. */
const body = (bytes: Buffer) => ({ transformToByteArray: async () => new Uint8Array(bytes) });

beforeEach(() => {
  s3.reset();
  s3.onAnyCommand().resolves({});
});

describe('createS3MediaStore', () => {
  it('reads an object with its bytes, type and size', async () => {
    // Prepare
    s3.on(GetObjectCommand).resolves({ Body: body(Buffer.from('jpeg')) as never, ContentType: 'image/jpeg', ContentLength: 4 });

    // Act
    const object = await store.read('originals/u1/p1');

    // Assess
    expect(object).toEqual({ bytes: Buffer.from('jpeg'), contentType: 'image/jpeg', size: 4 });
    expect(s3.commandCalls(GetObjectCommand).map((call) => call.args[0].input)).toEqual([{ Bucket: BUCKET, Key: 'originals/u1/p1' }]);
  });

  it('reads a missing object as null and lets any other failure through', async () => {
    s3.on(GetObjectCommand, { Key: 'gone' }).rejects(new NoSuchKey({ message: 'no', $metadata: {} }));
    s3.on(GetObjectCommand, { Key: 'denied' }).rejects(Object.assign(new Error('denied'), { name: 'AccessDenied' }));

    expect(await store.read('gone')).toBeNull();
    await expect(store.read('denied')).rejects.toThrow('denied');
  });

  it('heads an object, and answers null when HeadObject says NotFound', async () => {
    s3.on(HeadObjectCommand, { Key: 'photos/p1/display.webp' }).resolves({ ContentLength: 1234, ContentType: 'image/webp' });
    s3.on(HeadObjectCommand, { Key: 'gone' }).rejects(new NotFound({ message: 'no', $metadata: {} }));
    s3.on(HeadObjectCommand, { Key: 'gone-by-name' }).rejects(Object.assign(new Error('Not Found'), { name: 'NotFound' }));

    expect(await store.head('photos/p1/display.webp')).toEqual({ size: 1234, contentType: 'image/webp' });
    expect(await store.head('gone')).toBeNull();
    expect(await store.head('gone-by-name')).toBeNull();
    expect(s3.commandCalls(HeadObjectCommand).map((call) => call.args[0].input)[0]).toEqual({
      Bucket: BUCKET,
      Key: 'photos/p1/display.webp',
    });
  });

  it('writes originals with their type, and derived images as public and immutable (CloudFront keeps them a year)', async () => {
    // Act
    await store.putOriginal('originals/u1/p1', Buffer.from('png'), 'image/png');
    await store.putDerived('photos/p1/thumbnail.webp', { data: Buffer.from('webp'), contentType: 'image/webp' });

    // Assess
    expect(s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input)).toEqual([
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

  it("deletes a photo's original, display image and thumbnail with three single deletes", async () => {
    // Act
    await store.deletePhotoObjects({ id: 'p1', originalKey: 'originals/u1/p1' });

    // Assess: never DeleteObjects, which the local emulator handles poorly
    expect(s3.calls()).toHaveLength(3);
    const deletes = s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input);
    expect(deletes.map((input) => `${input.Bucket}/${input.Key}`).sort()).toEqual(
      [`${BUCKET}/originals/u1/p1`, `${BUCKET}/photos/p1/display.webp`, `${BUCKET}/photos/p1/thumbnail.webp`].sort(),
    );
  });

  it('deletes one object by key', async () => {
    await store.delete('originals/u1/p1');
    expect(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input)).toEqual([
      { Bucket: BUCKET, Key: 'originals/u1/p1' },
    ]);
  });

  it('presigns a POST whose policy fixes the key, the content type and 1 byte to 10 MB', async () => {
    // Act
    const upload = await store.presignUpload({ key: 'originals/u1/p1', contentType: 'image/webp', expiresInSeconds: 600 });

    // Assess
    expect(upload.url).toContain(BUCKET);
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
    expect(s3.calls()).toHaveLength(0);
  });
});
