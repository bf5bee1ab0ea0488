/**
 * The photo editor's calls end to end through the local runtime: an edit saved as a copy
 * becomes a new photo of the same owner, with the original's privacy, through the same pipeline; only
 * the owner may edit; editData is checked and kept; the original is never touched. Saves in place
 * (the default) are in photo-edit-in-place.test.ts.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_EDIT_DATA_BYTES } from '../../shared/constants';
import { jpegWithGps, settle, uploadMultipart, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers, type Client } from './support/members';

const { app, ava, ben, chloe, visitor, ids } = useDemoMembers();
let avaFamily: string;
let originalId: string;

const design = {
  annotations: {},
  finetunes: ['Brighten'],
  finetunesProps: { brightness: 0.2 },
  filter: 'Clarendon',
  adjustments: { crop: { ratio: 1 } },
};
const privacy = () => ({ visibility: 'tribes', allowedTribes: [avaFamily], intent: 'memory' });

const squareEdit = () => jpegWithGps({ width: 320, height: 320, from: '#0f9b0f', to: '#f9f871' });

/** The multipart edit call as the given member. */
const sendEdit = async (
  who: Client,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; type?: string } | null = null,
) => uploadMultipart(app, who, file, fields, '/api/photos/edit');

beforeAll(async () => {
  avaFamily = await benInAvasFamily(ids);
  originalId = (await uploadViaStorage(app, ava, [{ name: 'garden.jpg', bytes: await jpegWithGps() }], privacy()))[0]!;
}, 60_000);

describe('POST /api/photos/edit (multipart)', () => {
  it('saves the edit as a new ready photo with the original privacy, its own AI text and no GPS, leaving the original untouched', async () => {
    const before = (await ava.get(`/api/photos/${originalId}`)).body;
    const reply = await sendEdit(
      ava,
      { originalPhotoId: originalId, editData: JSON.stringify(design), saveAs: 'copy' },
      { name: 'edited-1700000000000.png', bytes: await squareEdit(), type: 'image/png' },
    );
    expect(reply.status).toBe(201);
    const edited = reply.body.photo;
    expect(edited.id).not.toBe(originalId);
    expect(reply.body.editedFrom).toBe(originalId);
    expect(reply.body.savedAs).toBe('copy');
    expect(edited.userId).toBe(ids.ava);
    expect(edited.privacy).toEqual(privacy());
    expect(reply.body.editedPhotoUrl).toBe(edited.photoUrl);

    const ready = (await ava.get(`/api/photos/${edited.id}`)).body;
    expect(ready.status).toBe('ready');
    expect([ready.width, ready.height]).toEqual([320, 320]);
    expect(ready.description.length).toBeGreaterThan(20);
    expect(ready.primaryColors).not.toEqual(before.primaryColors);
    for (const url of [ready.photoUrl, ready.thumbnailUrl]) {
      const metadata = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata();
      expect(metadata.exif).toBeUndefined();
    }
    // Ben sees it through the family tribe, as he sees the original; Chloe sees neither.
    expect((await ben.get(`/api/photos/${edited.id}`)).status).toBe(200);
    expect((await chloe.get(`/api/photos/${edited.id}`)).status).toBe(404);

    const after = (await ava.get(`/api/photos/${originalId}`)).body;
    expect({ ...after, photoUrl: '', thumbnailUrl: '', originalUrl: '' }).toEqual({
      ...before,
      photoUrl: '',
      thumbnailUrl: '',
      originalUrl: '',
    });
    const originalBytes = await (await fetch(after.originalUrl)).arrayBuffer();
    expect((await sharp(Buffer.from(originalBytes)).metadata()).width).toBe(640);

    // The design state is kept for re-editing, for the owner only.
    const saved = await ava.get(`/api/photos/${edited.id}/edit`);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ photoId: edited.id, editedFrom: originalId, editData: design });
    expect(saved.body.sourceImageUrl).toMatch(new RegExp(`/media/originals/${ids.ava}/${originalId}`));
    expect((await ben.get(`/api/photos/${edited.id}/edit`)).status).toBe(404);
    expect((await ava.get(`/api/photos/${originalId}/edit`)).body.message).toBe('This photo has no saved edit');
  });

  it('answers 404 to anyone but the owner, even one who can see the photo, and 401 to visitors', async () => {
    const fields = { originalPhotoId: originalId, editData: JSON.stringify(design) };
    const file = { name: 'edited.png', bytes: await squareEdit(), type: 'image/png' };
    for (const member of [ben, chloe]) {
      const reply = await sendEdit(member, fields, file);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('Photo not found');
    }
    expect((await sendEdit(visitor, fields, file)).status).toBe(401);
    for (const hostile of ['nope', '../../etc/passwd', 'x'.repeat(64), "' OR 1=1 --"]) {
      expect((await sendEdit(ava, { ...fields, originalPhotoId: hostile }, file)).status).toBe(404);
    }
    expect((await sendEdit(ava, { ...fields, originalPhotoId: 'y'.repeat(65) }, file)).status).toBe(400);
  });

  it('refuses editData that is not a JSON object of at most 256 KB with 400', async () => {
    const file = { name: 'edited.png', bytes: await squareEdit(), type: 'image/png' };
    const tooBig = JSON.stringify({ blob: 'z'.repeat(MAX_EDIT_DATA_BYTES) });
    for (const editData of ['not json', '[1,2]', 'null', '"text"', '42', tooBig]) {
      const reply = await sendEdit(ava, { originalPhotoId: originalId, editData }, file);
      expect(reply.status, editData.slice(0, 20)).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect((await sendEdit(ava, { originalPhotoId: originalId }, file)).status).toBe(400);
    expect((await sendEdit(ava, { editData: '{}' }, file)).status).toBe(400);
  });

  it('refuses a file that is not an image (415) and a missing file (400)', async () => {
    const fields = { originalPhotoId: originalId, editData: '{}' };
    const notImage = await sendEdit(ava, fields, {
      name: 'edited.png',
      bytes: Buffer.from('<script>alert(1)</script>'),
      type: 'image/png',
    });
    expect(notImage.status).toBe(415);
    expect((await sendEdit(ava, fields)).status).toBe(400);
  });
});

describe('POST /api/photos/edit/uploads (the web app: bytes by presigned POST)', () => {
  it('creates the new photo with the original privacy and a presigned POST; the bytes make it ready', async () => {
    const bytes = await squareEdit();
    const reply = await ava.post('/api/photos/edit/uploads', {
      originalPhotoId: originalId,
      file: { name: 'edited-1700000000001.webp', type: 'image/jpeg', size: bytes.length },
      editData: design,
      saveAs: 'copy',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.editedFrom).toBe(originalId);
    const form = new FormData();
    for (const [name, value] of Object.entries(reply.body.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'edited.jpg');
    expect((await fetch(reply.body.url, { method: 'POST', body: form })).status).toBe(204);
    await settle(app);
    const ready = (await ava.get(`/api/photos/${reply.body.photoId}`)).body;
    expect(ready.status).toBe('ready');
    expect(ready.privacy).toEqual(privacy());
    expect((await ava.get(`/api/photos/${reply.body.photoId}/edit`)).body.editData).toEqual(design);
  });

  it('checks the owner, the file and editData the same way', async () => {
    const file = { name: 'edited.png', type: 'image/png', size: 1000 };
    expect((await ben.post('/api/photos/edit/uploads', { originalPhotoId: originalId, file, editData: {} })).status).toBe(404);
    for (const body of [
      { originalPhotoId: originalId, file, editData: [] },
      { originalPhotoId: originalId, file, editData: 'text' },
      { originalPhotoId: originalId, file, editData: { blob: 'z'.repeat(MAX_EDIT_DATA_BYTES) } },
      { originalPhotoId: originalId, file: { ...file, type: 'text/html' }, editData: {} },
      { originalPhotoId: originalId, file: { ...file, size: 20_000_000 }, editData: {} },
      { originalPhotoId: 42, file, editData: {} },
    ]) {
      expect((await ava.post('/api/photos/edit/uploads', body)).status).toBe(400);
    }
    expect((await ava.post('/api/photos/edit/uploads', '[]')).status).toBe(400);
  });

  it('never answers 500 to the same edit 40 times at once: the upload allowance counts them', async () => {
    const [chloesPhoto] = await uploadViaStorage(app, chloe, [{ name: 'mine.jpg', bytes: await jpegWithGps() }]);
    const body = {
      originalPhotoId: chloesPhoto,
      file: { name: 'edited.png', type: 'image/png', size: 1000 },
      editData: design,
      saveAs: 'copy',
    };
    const replies = await Promise.all(Array.from({ length: 40 }, () => chloe.post('/api/photos/edit/uploads', body)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(29);
    expect(statuses).toContain(429);
  });
});
