/**
 * Local storage keeps the presigned-POST policy as S3 does, and /media/ serves only
 * images. Each refusal below was accepted by the bare emulator; the browser's own upload still works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { mediaUrl } from '../../functions/lib/media/media-urls';
import { displayKey, inboxKey, originalKey } from '../../functions/lib/media/object-keys';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { jpegWithGps, settle } from './support/photos';
import { signIn } from './support/members';

let app: LocalServer;
let ava: ReturnType<typeof client>;
let avaId: string;
let bytes: Buffer;

beforeAll(async () => {
  app = await startApp();
  ava = client(app.url);
  avaId = await signIn(app, ava, 'ava@example.com');
  bytes = await jpegWithGps({ width: 320, height: 240 });
}, 60_000);
afterAll(async () => {
  await app.stop();
});

interface Upload {
  photoId: string;
  url: string;
  fields: Record<string, string>;
}

async function newUpload(): Promise<Upload> {
  const reply = await ava.post('/api/photos/uploads', {
    files: [{ name: 'policy.jpg', type: 'image/jpeg', size: bytes.length }],
    privacy: { visibility: 'private' },
  });
  expect(reply.status).toBe(201);
  return reply.body.uploads[0] as Upload;
}

async function post(upload: Pick<Upload, 'url' | 'fields'>, file: Buffer = bytes, fileType = 'image/jpeg') {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: fileType }), 'x');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

const exists = async (key: string) => Boolean(await mediaStore().head(key));

describe('presigned POSTs to local storage', () => {
  it('stores the browser’s upload as the policy allows, and the photo is analysed', async () => {
    const upload = await newUpload();
    expect((await post(upload)).status).toBe(204);
    await settle(app);
    expect((await ava.get(`/api/photos/${upload.photoId}`)).body.status).toBe('ready');
  });

  it("carries the asking request's correlation id as metadata the policy fixes", async () => {
    const upload = await newUpload();
    const correlationId = upload.fields['x-amz-meta-correlation-id'];
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    const changed = await post({ url: upload.url, fields: { ...upload.fields, 'x-amz-meta-correlation-id': 'someone-else' } });
    expect(changed.status).toBe(403);
    expect((await post(upload)).status).toBe(204);
  });

  it('refuses another key, such as another photo’s display image', async () => {
    const upload = await newUpload();
    const target = displayKey(upload.photoId);
    const answer = await post({ ...upload, fields: { ...upload.fields, key: target } });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Policy Condition failed');
    expect(await exists(target)).toBe(false);
  });

  it('refuses a text/html content type', async () => {
    const upload = await newUpload();
    const answer = await post(
      { ...upload, fields: { ...upload.fields, 'Content-Type': 'text/html' } },
      Buffer.from('<script>alert(1)</script>'),
      'text/html',
    );
    expect(answer.status).toBe(403);
    expect(await exists(upload.fields.key!)).toBe(false);
  });

  it('refuses a body over the content-length range', async () => {
    const upload = await newUpload();
    const answer = await post(upload, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1));
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('EntityTooLarge');
    expect(await exists(upload.fields.key!)).toBe(false);
  });

  it('refuses an expired policy', async () => {
    const key = inboxKey(avaId, '01EXPIREDPOLICY0000000000A');
    const expired = await mediaStore().presignUpload({ key, contentType: 'image/jpeg', expiresInSeconds: -60 });
    const answer = await post(expired);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Policy expired');
    expect(await exists(key)).toBe(false);
  });

  it('refuses a tampered signature, and a policy changed under its signature', async () => {
    const upload = await newUpload();
    const signature = upload.fields['X-Amz-Signature']!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const policy = JSON.parse(Buffer.from(upload.fields.Policy!, 'base64').toString('utf8'));
    policy.conditions = policy.conditions.map((c: unknown) =>
      Array.isArray(c) && c[1] === '$Content-Type' ? ['eq', '$Content-Type', 'text/html'] : c,
    );
    const rewritten = Buffer.from(JSON.stringify(policy)).toString('base64');

    const answers = [
      await post({ ...upload, fields: { ...upload.fields, 'X-Amz-Signature': flipped } }),
      await post({ ...upload, fields: { ...upload.fields, Policy: rewritten, 'Content-Type': 'text/html' } }, bytes, 'text/html'),
    ];

    expect(answers.map((a) => a.status)).toEqual([403, 403]);
    expect(answers.every((a) => a.text.includes('SignatureDoesNotMatch'))).toBe(true);
    expect(await exists(upload.fields.key!)).toBe(false);
  });

  it('refuses anonymous reads and writes of objects', async () => {
    const upload = await newUpload();
    expect((await post(upload)).status).toBe(204);
    const objectUrl = `${upload.url}/${upload.fields.key}`;
    const [read, write] = await Promise.all([
      fetch(objectUrl),
      fetch(objectUrl, { method: 'PUT', body: '<h1>x</h1>', headers: { 'content-type': 'text/html' } }),
    ]);
    expect([read.status, write.status]).toEqual([403, 403]);
    await settle(app);
  });
});

describe('/media/', () => {
  it('serves images with nosniff, and nothing else', async () => {
    const upload = await newUpload();
    expect((await post(upload)).status).toBe(204);
    await settle(app);
    const htmlKey = originalKey(avaId, '01HTMLOBJECT00000000000000');
    await mediaStore().putOriginal(htmlKey, Buffer.from('<script>alert(1)</script>'), 'text/html');

    const [image, html] = await Promise.all([fetch(mediaUrl(displayKey(upload.photoId))), fetch(mediaUrl(htmlKey))]);

    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.status).toBe(404);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await html.text()).not.toContain('<script>');
  });
});
