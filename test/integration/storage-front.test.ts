/**
 * Local storage is not an open door. On main the S3 emulator accepted its well-known
 * credentials (S3RVER/S3RVER), listed and read every member's private original, and answered CORS for
 * any origin. The storage front now lets through presigned POSTs to the upload inbox and the app's own
 * signed requests only, answers CORS for the app's origin only, and listens on loopback.
 */
import { networkInterfaces } from 'node:os';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { inboxKey, originalKey } from '../../functions/lib/media/object-keys';
import { LOCAL_MEDIA_BUCKET } from '../../infra/local/local-env';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { useDemoMembers } from './support/members';

const { app, ava, ids } = useDemoMembers();

/** What anyone who knows s3rver knows: the emulator's well-known credentials. */
const WELL_KNOWN = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const outsider = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: app.objectStore.endpoint,
    forcePathStyle: true,
    credentials: WELL_KNOWN,
    maxAttempts: 1,
  });

const statusOf = async (request: Promise<unknown>) => {
  try {
    await request;
    return 200;
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  }
};

async function avasPrivatePhoto(): Promise<string> {
  const [id] = await uploadViaStorage(app, ava, [{ name: 'private.jpg', bytes: await jpegWithGps({ width: 160, height: 120 }) }]);
  return id!;
}

describe('the local S3 endpoint', () => {
  it('refuses ListObjects, GetObject and PutObject signed with the emulator’s well-known credentials', async () => {
    // Prepare
    const photoId = await avasPrivatePhoto();
    const s3 = outsider();
    const checked = originalKey(ids.ava, photoId);

    // Act
    const statuses = await Promise.all([
      statusOf(s3.send(new ListObjectsV2Command({ Bucket: LOCAL_MEDIA_BUCKET }))),
      statusOf(s3.send(new GetObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: checked }))),
      statusOf(
        s3.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: checked, Body: '<h1>x</h1>', ContentType: 'image/jpeg' })),
      ),
      statusOf(s3.send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: inboxKey(ids.ava, photoId), Body: 'x' }))),
    ]);

    // Assess: refused, and the app's own client still reads the untouched original
    expect(statuses).toEqual([403, 403, 403, 403]);
    const stored = await mediaStore().read(checked);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('refuses an upload policy signed with the well-known credentials, and anonymous or query-signed reads', async () => {
    // Prepare
    const photoId = await avasPrivatePhoto();
    const forged = await createPresignedPost(outsider(), {
      Bucket: LOCAL_MEDIA_BUCKET,
      Key: inboxKey(ids.ava, photoId),
      Conditions: [['content-length-range', 1, 100]],
      Expires: 600,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(forged.fields)) form.append(name, value);
    form.append('file', new Blob(['<h1>x</h1>']), 'x');
    const objectUrl = `${app.objectStore.endpoint}/${LOCAL_MEDIA_BUCKET}/${originalKey(ids.ava, photoId)}`;

    // Act
    const answers = await Promise.all([
      fetch(forged.url, { method: 'POST', body: form }),
      fetch(objectUrl),
      fetch(`${app.objectStore.endpoint}/${LOCAL_MEDIA_BUCKET}?list-type=2`),
      fetch(
        `${objectUrl}?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=S3RVER%2F20261127%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature=00`,
      ),
    ]);

    // Assess
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403]);
  });

  it('answers a CORS preflight for the app’s origin only', async () => {
    const preflight = (origin: string, method = 'POST') =>
      fetch(`${app.objectStore.endpoint}/${LOCAL_MEDIA_BUCKET}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
      });

    // Act
    const [mine, other, mineReading] = await Promise.all([
      preflight(app.url),
      preflight('https://evil.example'),
      preflight(app.url, 'GET'),
    ]);

    // Assess
    expect(mine.status).toBe(200);
    expect(mine.headers.get('access-control-allow-origin')).toBe(app.url);
    expect(mine.headers.get('access-control-allow-methods')).toBe('POST');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.status).toBe(403);
    expect(mineReading.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives no allow-origin to another origin’s upload, and the app’s own origin one', async () => {
    // Prepare
    const bytes = await jpegWithGps({ width: 120, height: 90 });
    const reply = await ava.post('/api/photos/uploads', {
      files: [
        { name: 'a.jpg', type: 'image/jpeg', size: bytes.length },
        { name: 'b.jpg', type: 'image/jpeg', size: bytes.length },
      ],
      privacy: { visibility: 'private' },
    });
    const send = (upload: { url: string; fields: Record<string, string> }, origin: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'a.jpg');
      return fetch(upload.url, { method: 'POST', body: form, headers: { origin } });
    };

    // Act
    const [fromApp, fromElsewhere] = await Promise.all([
      send(reply.body.uploads[0], app.url),
      send(reply.body.uploads[1], 'https://evil.example'),
    ]);

    // Assess
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(app.url);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('listens on the loopback interface only', async () => {
    // Act
    const address = app.objectStore.address();
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    const fromOutside = external
      ? await fetch(`http://${external.address}:${address.port}/${LOCAL_MEDIA_BUCKET}`).then(
          (r) => r.status,
          () => 'refused',
        )
      : 'refused';

    // Assess
    expect(address.address).toBe('127.0.0.1');
    expect(new URL(app.objectStore.endpoint).hostname).toBe('127.0.0.1');
    expect(fromOutside).toBe('refused');
  });
});
