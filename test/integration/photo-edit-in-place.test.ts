/**
 * An edit saved in place end to end through the local runtime: the photo keeps its id,
 * likes, comments, privacy, capsules, share links and words, its images are re-derived by the pipeline
 * from the edited bytes, and 'Revert to original' brings the original's images back. Only the owner
 * may save or revert; 40 parallel saves leave one whole image, never a broken photo.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, settle, uploadMultipart, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers, type Client } from './support/members';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { editUploadKeys } from '../../functions/lib/media/object-keys';

const { app, ava, ben, chloe, visitor, ids } = useDemoMembers();
let avaFamily: string;

const design = { filter: 'Clarendon', adjustments: { crop: { ratio: 1 } } };
const squareEdit = () => jpegWithGps({ width: 320, height: 320, from: '#0f9b0f', to: '#f9f871' });
const privacy = () => ({ visibility: 'tribes', allowedTribes: [avaFamily], intent: 'memory' });

/** The multipart edit call; no saveAs: in place. */
const sendEdit = async (who: Client, fields: Record<string, string>, bytes: Buffer | null) =>
  uploadMultipart(
    app,
    who,
    bytes ? { name: 'edited-1700000000000.png', bytes, type: 'image/jpeg' } : null,
    fields,
    '/api/photos/edit',
  );

/** The web app's way: the JSON call, then the bytes by presigned POST. */
async function editViaStorage(who: Client, photoId: string, bytes: Buffer) {
  const reply = await who.post('/api/photos/edit/uploads', {
    originalPhotoId: photoId,
    file: { name: 'edited.jpg', type: 'image/jpeg', size: bytes.length },
    editData: design,
  });
  if (reply.status !== 200) return reply;
  const form = new FormData();
  for (const [name, value] of Object.entries(reply.body.fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'edited.jpg');
  expect((await fetch(reply.body.url, { method: 'POST', body: form })).status).toBe(204);
  return reply;
}

const imageWidth = async (url: string) => (await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()).width;

beforeAll(async () => {
  avaFamily = await benInAvasFamily(ids);
}, 60_000);

describe('an edit saved in place', () => {
  it('replaces the image of the same photo, keeping its likes, comments, privacy, capsules, share links and words; revert brings the original back', async () => {
    const [photoId] = await uploadViaStorage(app, ava, [{ name: 'garden.jpg', bytes: await jpegWithGps() }], privacy());
    expect((await ben.post(`/api/photos/${photoId}/likes`)).status).toBe(200);
    expect((await ben.post(`/api/photos/${photoId}/comments`, { content: 'Lovely' })).status).toBe(201);
    expect((await ava.post('/api/memory-capsules', { photoId, journalEntry: 'Summer' })).status).toBe(201);
    const share = await ava.post('/api/silent-shares', { photoId, shareType: 'warm' });
    expect(share.status).toBe(201);
    const before = (await ava.get(`/api/photos/${photoId}`)).body;
    expect(before).toMatchObject({ edited: false, editProcessing: false, width: 640 });

    const reply = await sendEdit(ava, { originalPhotoId: photoId!, editData: JSON.stringify(design) }, await squareEdit());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ editedFrom: photoId, savedAs: 'photo', photo: { id: photoId } });
    await settle(app);
    // editedPhotoUrl is the edited image itself, for its owner, once the pipeline has checked it.
    expect(await imageWidth(reply.body.editedPhotoUrl)).toBe(320);

    const after = (await ava.get(`/api/photos/${photoId}`)).body;
    expect(after).toMatchObject({ id: photoId, status: 'ready', edited: true, editProcessing: false, width: 320, height: 320 });
    expect(after).toMatchObject({ likes: 1, comments: 1, privacy: privacy(), title: before.title, description: before.description });
    expect(after).toMatchObject({ tags: before.tags, mood: before.mood, style: before.style });
    expect(after.primaryColors).not.toEqual(before.primaryColors);
    expect(after.placeholder).not.toBe(before.placeholder);
    expect(after.photoUrl).not.toBe(before.photoUrl);
    for (const url of [after.photoUrl, after.thumbnailUrl]) {
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    // The original is kept, for the owner only.
    expect(await imageWidth(after.originalUrl)).toBe(640);
    // Ben sees the edit through the family tribe; Chloe still sees nothing; no one else learns of edits.
    const bens = (await ben.get(`/api/photos/${photoId}`)).body;
    expect(bens).toMatchObject({ width: 320, edited: false, editProcessing: false, isLiked: true, originalUrl: null });
    expect((await chloe.get(`/api/photos/${photoId}`)).status).toBe(404);
    // The share link and the capsule show the same photo, now edited.
    const link = new URL(share.body.shareUrl).pathname.replace('/share/', '');
    expect(await imageWidth((await visitor.get(`/api/shares/${link}`)).body.photo.photoUrl)).toBe(320);
    const capsules = (await ava.get('/api/memory-capsules?limit=100')).body as { photo: { id: string } }[];
    expect(capsules.some((c) => c.photo.id === photoId)).toBe(true);
    // One photo in Ava's list, not two.
    expect(((await ava.get(`/api/users/${ids.ava}/photos`)).body as { id: string }[]).filter((p) => p.id === photoId)).toHaveLength(1);
    expect((await ava.get(`/api/photos/${photoId}/edit`)).body).toMatchObject({ photoId, editedFrom: photoId, editData: design });

    // Revert: only the owner, then the original's images and colours again.
    expect((await ben.post(`/api/photos/${photoId}/edit/revert`)).status).toBe(404);
    expect((await chloe.post(`/api/photos/${photoId}/edit/revert`)).status).toBe(404);
    expect((await visitor.post(`/api/photos/${photoId}/edit/revert`)).status).toBe(401);
    const reverted = await ava.post(`/api/photos/${photoId}/edit/revert`);
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ id: photoId, edited: false, width: 640, likes: 1, comments: 1 });
    expect(reverted.body.primaryColors).toEqual(before.primaryColors);
    expect(reverted.body.placeholder).toBe(before.placeholder);
    expect(await imageWidth(reverted.body.photoUrl)).toBe(640);
    expect((await ava.get(`/api/photos/${photoId}/edit`)).status).toBe(404);
    // The edit's own objects are gone.
    expect((await fetch(after.photoUrl)).status).toBe(404);
    const again = await ava.post(`/api/photos/${photoId}/edit/revert`);
    expect(again).toMatchObject({ status: 409, body: { message: 'This photo shows its original already' } });
  });

  it('works the web app way too (presigned POST): a second edit replaces the first, whose objects go', async () => {
    const [photoId] = await uploadViaStorage(app, ava, [{ name: 'cup.jpg', bytes: await jpegWithGps() }]);
    const first = await editViaStorage(ava, photoId!, await squareEdit());
    expect(first.body).toMatchObject({ photoId, editedFrom: photoId, savedAs: 'photo' });
    await settle(app);
    const once = (await ava.get(`/api/photos/${photoId}`)).body;
    expect(once).toMatchObject({ width: 320, edited: true, editProcessing: false });
    await editViaStorage(ava, photoId!, await jpegWithGps({ width: 200, height: 100 }));
    await settle(app);
    const twice = (await ava.get(`/api/photos/${photoId}`)).body;
    expect(twice).toMatchObject({ width: 200, height: 100, edited: true });
    expect((await fetch(once.photoUrl)).status).toBe(404);
    // Revert goes to the photo's own original, not to the first edit.
    expect((await ava.post(`/api/photos/${photoId}/edit/revert`)).body).toMatchObject({ width: 640, edited: false });
  });

  it("goes through the inbox: replaying the edit's presigned POST after it was applied, with a page as image/jpeg, changes nothing served", async () => {
    // Prepare
    const [photoId] = await uploadViaStorage(app, ava, [{ name: 'pot.jpg', bytes: await jpegWithGps() }]);
    const bytes = await squareEdit();
    const reply = await ava.post('/api/photos/edit/uploads', {
      originalPhotoId: photoId,
      file: { name: 'edited.jpg', type: 'image/jpeg', size: bytes.length },
      editData: design,
    });
    expect(reply.status).toBe(200);
    const fields = reply.body.fields as Record<string, string>;
    const sendForm = async (file: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'edited.jpg');
      const response = await fetch(reply.body.url, { method: 'POST', body: form });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await sendForm(bytes)).toBe(204);
    await settle(app);
    const applied = (await ava.get(`/api/photos/${photoId}`)).body;
    const served = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
    const before = { photo: await served(applied.photoUrl), thumbnail: await served(applied.thumbnailUrl) };

    // Act: the same form again, with a page instead of a picture
    const page = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    expect(await sendForm(page)).toBe(204);
    await settle(app);

    // Assess
    const editId = fields.key!.split('/').pop()!;
    const keys = editUploadKeys(ids.ava, photoId!, editId);
    expect(fields.key).toBe(keys.inbox);
    const after = (await ava.get(`/api/photos/${photoId}`)).body;
    expect(after).toMatchObject({ width: 320, edited: true, editProcessing: false, photoUrl: applied.photoUrl });
    expect((await served(after.photoUrl)).equals(before.photo)).toBe(true);
    expect((await served(after.thumbnailUrl)).equals(before.thumbnail)).toBe(true);
    // The checked edit holds the bytes the pipeline read; the inbox is empty again.
    expect((await mediaStore().read(keys.checked))?.bytes.equals(bytes)).toBe(true);
    expect(await mediaStore().head(keys.inbox)).toBeNull();
  });

  it('shows the edit as on its way until its bytes are applied, with the image before it meanwhile', async () => {
    const [photoId] = await uploadViaStorage(app, ava, [{ name: 'tea.jpg', bytes: await jpegWithGps() }]);
    const reply = await ava.post('/api/photos/edit/uploads', {
      originalPhotoId: photoId,
      file: { name: 'edited.jpg', type: 'image/jpeg', size: 1000 },
      editData: design,
    });
    expect(reply.status).toBe(200);
    expect((await ava.get(`/api/photos/${photoId}`)).body).toMatchObject({
      status: 'ready',
      width: 640,
      edited: false,
      editProcessing: true,
    });
    // 'Revert to original' also cancels an edit still on its way.
    expect((await ava.post(`/api/photos/${photoId}/edit/revert`)).body).toMatchObject({ editProcessing: false, edited: false });
  });

  it('lets only the owner save, answering 404 to others and for hostile ids, and 409 while the photo is processing', async () => {
    const [photoId] = await uploadViaStorage(app, ava, [{ name: 'fern.jpg', bytes: await jpegWithGps() }], privacy());
    const fields = { originalPhotoId: photoId!, editData: '{}' };
    for (const member of [ben, chloe]) {
      const reply = await sendEdit(member, fields, await squareEdit());
      expect(reply).toMatchObject({ status: 404, body: { message: 'Photo not found' } });
    }
    expect((await sendEdit(visitor, fields, await squareEdit())).status).toBe(401);
    for (const hostile of ['nope', '../../etc/passwd', "' OR 1=1 --", 'x'.repeat(64)]) {
      expect((await sendEdit(ava, { ...fields, originalPhotoId: hostile }, await squareEdit())).status).toBe(404);
      expect((await sendEdit(ava, { ...fields, photoId: hostile }, await squareEdit())).status).toBe(404);
      expect((await ava.post(`/api/photos/${encodeURIComponent(hostile)}/edit/revert`)).status).toBeLessThan(500);
    }
    // A design based on someone else's photo is refused as if it did not exist.
    const [chloesPhoto] = await uploadViaStorage(app, chloe, [{ name: 'c.jpg', bytes: await jpegWithGps() }]);
    expect((await sendEdit(ava, { ...fields, photoId: photoId!, originalPhotoId: chloesPhoto! }, await squareEdit())).status).toBe(
      404,
    );
    expect((await sendEdit(ava, { ...fields, saveAs: 'elsewhere' }, await squareEdit())).status).toBe(400);
    // Nothing changed on the photo.
    expect((await ava.get(`/api/photos/${photoId}`)).body).toMatchObject({ width: 640, edited: false, editProcessing: false });

    const pending = await ava.post('/api/photos/uploads', {
      files: [{ name: 'p.jpg', type: 'image/jpeg', size: 1000 }],
      privacy: { visibility: 'private' },
    });
    const processingId = pending.body.uploads[0].photoId as string;
    const early = await sendEdit(ava, { originalPhotoId: processingId, editData: '{}' }, await squareEdit());
    expect(early).toMatchObject({ status: 409, body: { message: 'This photo is still being analysed. Try again in a moment.' } });
  });

  it('takes 40 parallel saves without a 500, and ends with one whole edited image', async () => {
    const [photoId] = await uploadViaStorage(app, chloe, [{ name: 'race.jpg', bytes: await jpegWithGps() }]);
    const sizes = Array.from({ length: 40 }, (_, i) => 100 + i);
    const edits = await Promise.all(sizes.map((side) => jpegWithGps({ width: side, height: side })));
    const replies = await Promise.all(edits.map((bytes) => editViaStorage(chloe, photoId!, bytes)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses).toContain(200);
    await settle(app);
    const photo = (await chloe.get(`/api/photos/${photoId}`)).body;
    expect(photo).toMatchObject({ id: photoId, status: 'ready', edited: true, editProcessing: false });
    // The image shown is one of the saves, whole: its display image and thumbnail agree with its size.
    expect(sizes).toContain(photo.width);
    expect(photo.height).toBe(photo.width);
    expect(await imageWidth(photo.photoUrl)).toBe(photo.width);
    expect(await imageWidth(photo.thumbnailUrl)).toBe(photo.width);
    expect((await chloe.get(`/api/users/${ids.chloe}/photos`)).body.filter((p: { id: string }) => p.id === photoId)).toHaveLength(1);
  });
});
