/**
 * An upload cannot be replayed. Uploads land in the photo's inbox; the analysis writes
 * the bytes it checked to the checked original, which no upload policy can write, and empties the
 * inbox. A presigned POST sent again after the photo is ready (from the web or the mobile flow) changes
 * nothing served; on main it replaced the original with any bytes.
 */
import { describe, expect, it } from 'vitest';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { inboxKey, originalKey } from '../../functions/lib/media/object-keys';
import { getPhoto } from '../../functions/data/photos/photo';
import { jpegWithGps, settle, uploadMultipart } from './support/photos';
import { useDemoMembers, type Client } from './support/members';

const { app, ava, ids } = useDemoMembers();

const EVIL_HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

interface Upload {
  photoId: string;
  url: string;
  fields: Record<string, string>;
}

async function post(upload: Upload, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'evil.html');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

async function presign(browser: Client, bytes: Buffer): Promise<Upload> {
  const reply = await browser.post('/api/photos/uploads', {
    files: [{ name: 'real.jpg', type: 'image/jpeg', size: bytes.length }],
    privacy: { visibility: 'private' },
  });
  expect(reply.status).toBe(201);
  return reply.body.uploads[0] as Upload;
}

/** The owner's original, as the owner's original link serves it now. */
async function servedOriginal(photoId: string) {
  const photo = (await ava.get(`/api/photos/${photoId}`)).body;
  expect(photo.status).toBe('ready');
  const response = await fetch(photo.originalUrl);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a replayed presigned POST', () => {
  it('after ready, with HTML as image/jpeg, changes nothing the owner is served and leaves no upload behind', async () => {
    // Prepare
    const real = await jpegWithGps({ width: 320, height: 240 });
    const upload = await presign(ava, real);
    expect(await post(upload, real)).toBe(204);
    await settle(app);
    const before = await servedOriginal(upload.photoId);

    // Act: the same form again, with a page instead of a picture
    const replayed = await post(upload, EVIL_HTML);
    await settle(app);

    // Assess
    expect(upload.fields.key).toBe(inboxKey(ids.ava, upload.photoId));
    expect(replayed).toBe(204);
    const after = await servedOriginal(upload.photoId);
    expect(before).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(before.bytes.equals(real)).toBe(true);
    expect(after).toEqual(before);
    expect(await mediaStore().head(inboxKey(ids.ava, upload.photoId))).toBeNull();
    expect((await getPhoto(upload.photoId))?.status).toBe('ready');
  });

  it('40 at once, with other images and pages, still serve the checked bytes', async () => {
    // Prepare
    const real = await jpegWithGps({ width: 200, height: 150, from: '#103010' });
    const other = await jpegWithGps({ width: 200, height: 150, from: '#f0f0f0', to: '#000000' });
    const upload = await presign(ava, real);
    expect(await post(upload, real)).toBe(204);
    await settle(app);

    // Act
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => post(upload, i % 2 ? other : EVIL_HTML)));
    await settle(app);

    // Assess
    expect(new Set(statuses)).toEqual(new Set([204]));
    const served = await servedOriginal(upload.photoId);
    expect(served.bytes.equals(real)).toBe(true);
    expect(await mediaStore().head(inboxKey(ids.ava, upload.photoId))).toBeNull();
  });

  it('from the mobile flow (API key) changes nothing served either', async () => {
    // Prepare
    const key = await ava.post('/api/mobile/generate-key', { platform: 'ios', name: 'Replay phone' });
    expect(key.status).toBe(201);
    const real = await jpegWithGps({ width: 240, height: 180, from: '#2030a0' });
    const reply = await fetch(`${app.url}/api/mobile/uploads`, {
      method: 'POST',
      headers: { 'x-api-key': key.body.apiKey as string, 'content-type': 'application/json' },
      body: JSON.stringify({ files: [{ name: 'phone.jpg', type: 'image/jpeg', size: real.length }], title: 'From the phone' }),
    });
    expect(reply.status).toBe(201);
    const upload = ((await reply.json()) as { uploads: Upload[] }).uploads[0]!;
    expect(await post(upload, real)).toBe(204);
    await settle(app);

    // Act
    expect(await post(upload, EVIL_HTML)).toBe(204);
    await settle(app);

    // Assess
    expect(upload.fields.key).toBe(inboxKey(ids.ava, upload.photoId));
    expect((await servedOriginal(upload.photoId)).bytes.equals(real)).toBe(true);
  });
});

describe('the checked original', () => {
  it('cannot be written by any upload policy, not even one signed for its key', async () => {
    // Prepare
    const real = await jpegWithGps({ width: 160, height: 120 });
    const upload = await presign(ava, real);
    expect(await post(upload, real)).toBe(204);
    await settle(app);
    const checked = originalKey(ids.ava, upload.photoId);
    const forged = await mediaStore().presignUpload({ key: checked, contentType: 'image/jpeg', expiresInSeconds: 600 });

    // Act
    const answers = [
      // the member's own policy, with the key changed to the checked original
      await post({ ...upload, fields: { ...upload.fields, key: checked } }, EVIL_HTML),
      // a policy for that key, properly signed: storage itself refuses keys outside the inbox
      await post({ ...upload, url: forged.url, fields: forged.fields }, EVIL_HTML),
    ];

    // Assess
    expect(answers).toEqual([403, 403]);
    expect((await servedOriginal(upload.photoId)).bytes.equals(real)).toBe(true);
  });

  it('of a multipart upload is the checked bytes, and the inbox is emptied', async () => {
    // Prepare
    const real = await jpegWithGps({ width: 300, height: 200, from: '#a02020' });

    // Act
    const reply = await uploadMultipart(app, ava, { name: 'multi.jpg', bytes: real });

    // Assess
    expect(reply.status).toBe(201);
    const id = reply.body.id as string;
    expect((await servedOriginal(id)).bytes.equals(real)).toBe(true);
    expect(await mediaStore().head(inboxKey(ids.ava, id))).toBeNull();
  });

  it('is not served before the analysis has checked it', async () => {
    // Prepare: an upload asked for, its bytes not sent
    const real = await jpegWithGps({ width: 100, height: 80 });
    const upload = await presign(ava, real);

    // Act
    const photo = (await ava.get(`/api/photos/${upload.photoId}`)).body;

    // Assess
    expect(photo).toMatchObject({ status: 'processing', originalUrl: null, photoUrl: '' });
  });
});
