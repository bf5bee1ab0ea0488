/**
 * Photos end to end through the local runtime: uploads (presigned and multipart), the analysis on the
 * object-created event, the lists, the owner's actions and the one visibility rule on every read path.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../../functions/kernel/clock';
import { MAX_MULTIPART_BODY_BYTES, MAX_UPLOAD_BYTES, NEXT_CURSOR_HEADER } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { handler as analysisHandler } from '../../functions/analysis/handler';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { getPhoto } from '../../functions/data/photos/photo';
import { newId } from '../../functions/kernel/ids';
import { inboxKey } from '../../functions/lib/media/object-keys';
import { lambdaContext } from '../../infra/local/api-adapter';
import { idsOf, client } from './support/local-app';
import { jpegWithGps, settle, uploadMultipart, uploadViaStorage } from './support/photos';
import { benInAvasFamily, signIn, useDemoMembers } from './support/members';

const { app, ava, ben, chloe, visitor, ids } = useDemoMembers();
let avaFamily: string;

beforeAll(async () => {
  // Ava's family tribe with Ben in it (the tribes feature writes the same items).
  avaFamily = await benInAvasFamily(ids);
}, 60_000);

const uploadOne = async (...args: Parameters<typeof uploadViaStorage>) => (await uploadViaStorage(...args))[0]!;

describe('upload and analysis', () => {
  it('turns a presigned upload into a ready photo with AI text, colours and GPS-free derived images', async () => {
    // Prepare
    const bytes = await jpegWithGps({ from: '#ff5f6d', to: '#ffc371' });
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    // Act
    const [id] = await uploadViaStorage(app, ava, [{ name: 'Beach day.jpg', bytes }], { visibility: 'public' });
    const reply = await ava.get(`/api/photos/${id}`);

    // Assess
    expect(reply.status).toBe(200);
    const photo = reply.body;
    expect(photo).toMatchObject({
      id,
      status: 'ready',
      userId: ids.ava,
      style: 'witty',
      privacy: { visibility: 'public', intent: 'memory' },
    });
    expect(photo.title).not.toBe('Beach day');
    expect(photo.description.length).toBeGreaterThan(20);
    expect(photo.tags.length).toBeGreaterThanOrEqual(3);
    expect(photo.mood).toMatch(/^[a-z]+$/);
    expect(photo.primaryColors[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.width).toBe(640);
    for (const url of [photo.photoUrl, photo.thumbnailUrl]) {
      expect(url).toMatch(new RegExp(`^${app.url}/media/photos/${id}/`));
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
    // The original goes to its owner only, and is not the derived image.
    expect(photo.originalUrl).toMatch(/\/media\/originals\//);
    const asBen = await ben.get(`/api/photos/${id}`);
    expect(asBen.body.originalUrl).toBeNull();
  });

  it('writes different words for different pictures', async () => {
    const [warm, cold] = await uploadViaStorage(app, ava, [
      { name: 'a.jpg', bytes: await jpegWithGps({ from: '#ff2200', to: '#ffaa00' }) },
      { name: 'b.jpg', bytes: await jpegWithGps({ from: '#001133', to: '#004466', width: 400, height: 900 }) },
    ]);
    const [a, b] = await Promise.all([ava.get(`/api/photos/${warm}`), ava.get(`/api/photos/${cold}`)]);
    expect(a.body.title).not.toBe(b.body.title);
    expect(a.body.description).not.toBe(b.body.description);
    expect(a.body.primaryColors).not.toEqual(b.body.primaryColors);
  });

  it('is idempotent when the same object-created event arrives twice', async () => {
    const [id] = await uploadViaStorage(app, ava, [{ name: 'twice.jpg', bytes: await jpegWithGps() }]);
    const before = await getPhoto(id!);
    const result = await analysisHandler(
      { Records: [{ eventName: 'ObjectCreated:Post', s3: { object: { key: inboxKey(before!.userId, id!) } } }] } as never,
      lambdaContext('analysis', 'twice'),
    );
    expect(result.outcomes).toEqual(['skipped']);
    expect(await getPhoto(id!)).toEqual(before);
  });

  it('keeps a text file renamed .jpg listed as failed with fallback text, visible to its owner only', async () => {
    const [id] = await uploadViaStorage(app, ava, [{ name: 'notes.jpg', bytes: Buffer.from('just some text, not a picture') }], {
      visibility: 'public',
    });
    const mine = await ava.get(`/api/photos/${id}`);
    expect(mine.body).toMatchObject({ status: 'failed', title: 'Untitled photo', photoUrl: '', originalUrl: null });
    expect(idsOf((await ava.get(`/api/users/${ids.ava}/photos`)).body)).toContain(id);
    expect((await ben.get(`/api/photos/${id}`)).status).toBe(404);
  });

  it('refuses the same text file through multipart with 415 and the file type message', async () => {
    const reply = await uploadMultipart(app, ava, { name: 'notes.jpg', bytes: Buffer.from('not an image at all') });
    expect(reply).toMatchObject({ status: 415, body: { message: 'File type must be JPG, PNG, GIF or WebP' } });
  });

  it('accepts the multipart POST /api/photos with visibility, allowedTribes and intent', async () => {
    const reply = await uploadMultipart(
      app,
      ava,
      { name: 'family.jpg', bytes: await jpegWithGps() },
      {
        visibility: 'tribes',
        allowedTribes: JSON.stringify([avaFamily]),
        intent: 'gift',
      },
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'processing',
      privacy: { visibility: 'tribes', allowedTribes: [avaFamily], intent: 'gift' },
    });
    const after = await ava.get(`/api/photos/${reply.body.id}`);
    expect(after.body.status).toBe('ready');
  });

  it('refuses an 11th file, an 11 MB file and a wrong type before anything is stored', async () => {
    const file = { name: 'a.jpg', type: 'image/jpeg', size: 1000 };
    const eleven = await ava.post('/api/photos/uploads', { files: Array.from({ length: 11 }, () => file) });
    expect(eleven).toMatchObject({ status: 400, body: { message: 'Too many files' } });
    const big = await ava.post('/api/photos/uploads', { files: [{ ...file, size: MAX_UPLOAD_BYTES + 1 }] });
    expect(big).toMatchObject({ status: 400, body: { message: `File is larger than ${MAX_UPLOAD_BYTES} bytes` } });
    const type = await ava.post('/api/photos/uploads', { files: [{ ...file, type: 'text/plain' }] });
    expect(type.status).toBe(400);
    expect(type.body.message).toMatch(/^File type must be/);
    const none = await ava.post('/api/photos/uploads', { files: [] });
    expect(none).toMatchObject({ status: 400, body: { message: 'Please select at least one photo to upload.' } });
  });

  it('lets storage refuse bytes beyond the policy size even with a valid upload form', async () => {
    const small = await ava.post('/api/photos/uploads', { files: [{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }] });
    const { url, fields } = small.body.uploads[0];
    const form = new FormData();
    for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1024).fill(1)], { type: 'image/jpeg' }), 'huge.jpg');
    const stored = await fetch(url, { method: 'POST', body: form });
    await settle(app);
    if (stored.ok) {
      // The emulator may not enforce policies; the pipeline still refuses what is over the limit.
      const photo = await ava.get(`/api/photos/${small.body.uploads[0].photoId}`);
      expect(photo.body.status).toBe('failed');
    } else {
      expect(stored.status).toBe(400);
    }
  });

  it('refuses multipart bodies over 10 MB with 413', async () => {
    const reply = await uploadMultipart(app, ava, { name: 'huge.jpg', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 10, 0xff) });
    expect(reply.status).toBe(413);
    expect(reply.body.message).toBeTruthy();
  });

  it("refuses multipart bodies over the cloud's 4.4 MB with 413 naming the presigned flow, as Lambda would", async () => {
    const reply = await uploadMultipart(app, ava, { name: 'big.jpg', bytes: Buffer.alloc(MAX_MULTIPART_BODY_BYTES + 1, 0xff) });
    expect(reply).toMatchObject({ status: 413, body: { message: PHOTO_MESSAGES.multipartTooLarge } });
    expect(reply.body.message).toContain('POST /api/photos/uploads');
  });
});

describe('the visibility rule on every read path', () => {
  let privateId: string;
  let tribeId: string;
  let publicId: string;

  beforeAll(async () => {
    privateId = await uploadOne(app, ava, [{ name: 'private.jpg', bytes: await jpegWithGps({ from: '#222222' }) }], {
      visibility: 'private',
    });
    tribeId = await uploadOne(app, ava, [{ name: 'family.jpg', bytes: await jpegWithGps({ from: '#00aa55' }) }], {
      visibility: 'tribes',
      allowedTribes: [avaFamily],
    });
    publicId = await uploadOne(app, ava, [{ name: 'public.jpg', bytes: await jpegWithGps({ from: '#3366ff' }) }], {
      visibility: 'public',
    });
  }, 60_000);

  const cases = () =>
    [
      { who: 'owner', as: ava, sees: [privateId, tribeId, publicId] },
      { who: 'tribe member', as: ben, sees: [tribeId, publicId] },
      { who: 'non-member', as: chloe, sees: [publicId] },
    ] as const;

  it.each(['owner', 'tribe member', 'non-member'])(
    'the %s sees exactly what the rule allows in every list and detail',
    async (who) => {
      const c = cases().find((x) => x.who === who)!;
      const all = [privateId, tribeId, publicId];
      const feed = idsOf((await c.as.get('/api/photos?limit=100')).body);
      const profile = idsOf((await c.as.get(`/api/users/${ids.ava}/photos?limit=100`)).body);
      for (const id of all) {
        const allowed = (c.sees as readonly string[]).includes(id);
        expect(feed.includes(id), `${who} feed ${id}`).toBe(allowed);
        expect(profile.includes(id), `${who} profile ${id}`).toBe(allowed);
        const detail = await c.as.get(`/api/photos/${id}`);
        expect(detail.status, `${who} detail ${id}`).toBe(allowed ? 200 : 404);
        if (!allowed) expect(detail.body).toEqual({ message: 'Photo not found' });
      }
    },
  );

  it('answers a hidden photo exactly like a missing one', async () => {
    const hidden = await chloe.get(`/api/photos/${privateId}`);
    const missing = await chloe.get(`/api/photos/${newId()}`);
    expect(hidden.status).toBe(missing.status);
    expect(hidden.body).toEqual(missing.body);
  });

  it('gives a visitor nothing: 401 on member routes and an empty trending list', async () => {
    expect((await visitor.get('/api/photos')).status).toBe(401);
    expect((await visitor.get(`/api/photos/${publicId}`)).status).toBe(401);
    expect((await visitor.get(`/api/users/${ids.ava}/photos`)).status).toBe(401);
    const trending = await visitor.get('/api/photos/trending?limit=3');
    expect(trending).toMatchObject({ status: 200, body: [] });
  });

  it('ranks only public photos in trending', async () => {
    const trending = idsOf((await chloe.get('/api/photos/trending?limit=50')).body);
    expect(trending).toContain(publicId);
    expect(trending).not.toContain(privateId);
    expect(trending).not.toContain(tribeId);
  });

  it('hides media from anyone holding a URL for another object or a tampered one', async () => {
    const mine = (await ava.get(`/api/photos/${privateId}`)).body;
    const stolen = mine.photoUrl.replace(privateId, publicId);
    expect((await fetch(stolen)).status).toBe(403);
    const unsigned = mine.photoUrl.split('?')[0];
    expect((await fetch(unsigned)).status).toBe(403);
    const expired = mine.photoUrl.replace(/Expires=\d+/, 'Expires=1000000000');
    expect((await fetch(expired)).status).toBe(403);
  });

  it('applies a privacy change at once on every path, and removing a member hides tribe photos at once', async () => {
    // public -> private
    const changed = await ava.request('PATCH', `/api/photos/${publicId}/privacy`, { privacy: { visibility: 'private' } });
    expect(changed).toMatchObject({ status: 200, body: { privacy: { visibility: 'private', allowedTribes: [] } } });
    expect((await chloe.get(`/api/photos/${publicId}`)).status).toBe(404);
    expect(idsOf((await chloe.get('/api/photos')).body)).not.toContain(publicId);
    expect(idsOf((await chloe.get('/api/photos/trending?limit=50')).body)).not.toContain(publicId);
    // private -> tribes: Ben sees it in his feed
    await ava.request('PATCH', `/api/photos/${publicId}/privacy`, { privacy: { visibility: 'tribes', allowedTribes: [avaFamily] } });
    expect(idsOf((await ben.get('/api/photos')).body)).toContain(publicId);
    // back to public for the rest of the suite
    await ava.request('PATCH', `/api/photos/${publicId}/privacy`, { privacy: { visibility: 'public' } });
    expect((await chloe.get(`/api/photos/${publicId}`)).status).toBe(200);
  });

  it('lets only the owner change privacy, and only to tribes they own', async () => {
    const byBen = await ben.request('PATCH', `/api/photos/${tribeId}/privacy`, { privacy: { visibility: 'public' } });
    expect(byBen).toMatchObject({ status: 403, body: { message: 'Only the owner of this photo can do that' } });
    const byChloe = await chloe.request('PATCH', `/api/photos/${privateId}/privacy`, { privacy: { visibility: 'public' } });
    expect(byChloe.status).toBe(404);
    await ensureTypedTribes(ids.ben);
    const foreignTribe = typedTribeId(ids.ben, 'family');
    const notMine = await ava.request('PATCH', `/api/photos/${privateId}/privacy`, {
      privacy: { visibility: 'tribes', allowedTribes: [foreignTribe] },
    });
    expect(notMine).toMatchObject({ status: 400, body: { message: 'You can only share with tribes you own' } });
    const none = await ava.request('PATCH', `/api/photos/${privateId}/privacy`, {
      privacy: { visibility: 'tribes', allowedTribes: [] },
    });
    expect(none).toMatchObject({ status: 400, body: { message: 'Choose at least one tribe to share with' } });
    const bad = await ava.request('PATCH', `/api/photos/${privateId}/privacy`, { privacy: { visibility: 'everyone' } });
    expect(bad.status).toBe(400);
  });

  it('counts a view when someone other than the owner opens the photo (once a day)', async () => {
    // A new day, so Chloé's earlier looks today do not hide the count.
    setClock({ now: () => new Date(Date.now() + 2 * 24 * 60 * 60_000) });
    try {
      const before = (await ava.get(`/api/photos/${publicId}`)).body.views;
      const first = (await chloe.get(`/api/photos/${publicId}`)).body.views;
      expect(first).toBe(before + 1);
      const second = (await chloe.get(`/api/photos/${publicId}`)).body.views;
      expect(second).toBe(first);
      const byOwner = (await ava.get(`/api/photos/${publicId}`)).body.views;
      expect(byOwner).toBe(second);
    } finally {
      setClock(systemClock);
    }
  });

  it('never gives another member the author email', async () => {
    const seen = (await chloe.get(`/api/photos/${publicId}`)).body;
    expect(seen.user).toMatchObject({ firstName: 'Ava', lastName: 'Martin', email: null });
    expect((await ava.get(`/api/photos/${publicId}`)).body.user.email).toBe('ava@example.com');
  });
});

describe('owner actions', () => {
  it('restyles the text in the chosen style and refuses an unknown one', async () => {
    const [id] = await uploadViaStorage(app, ava, [{ name: 'style.jpg', bytes: await jpegWithGps() }]);
    const before = (await ava.get(`/api/photos/${id}`)).body;
    const poetic = await ava.post(`/api/photos/${id}/reanalyze`, { style: 'poetic' });
    expect(poetic.status).toBe(200);
    expect(Object.keys(poetic.body).sort()).toEqual(['description', 'mood', 'primaryColors', 'tags', 'title']);
    expect(poetic.body.primaryColors).toEqual(before.primaryColors);
    const after = (await ava.get(`/api/photos/${id}`)).body;
    expect(after).toMatchObject({ style: 'poetic', title: poetic.body.title, description: poetic.body.description });
    const defaulted = await ava.post(`/api/photos/${id}/reanalyze`, {});
    expect(defaulted.status).toBe(200);
    expect((await ava.get(`/api/photos/${id}`)).body.style).toBe('witty');
    const unknown = await ava.post(`/api/photos/${id}/reanalyze`, { style: 'sarcastic' });
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Unknown AI style' } });
    expect((await chloe.post(`/api/photos/${id}/reanalyze`, { style: 'poetic' })).status).toBe(404);
  });

  it('restyles the whole result: the subject tags stay, the style brings its own tags and mood', async () => {
    const [id] = await uploadViaStorage(app, ava, [{ name: 'moods.jpg', bytes: await jpegWithGps() }]);
    const before = (await ava.get(`/api/photos/${id}`)).body;
    const poetic = (await ava.post(`/api/photos/${id}/reanalyze`, { style: 'poetic' })).body;
    expect(poetic.mood).toBe('dreamy');
    expect(poetic.mood).not.toBe(before.mood);
    expect(poetic.tags).toEqual(expect.arrayContaining(['poetic', 'verse']));
    const subject = before.tags.slice(0, 6);
    expect(poetic.tags).toEqual(expect.arrayContaining(subject));
    const funny = (await ava.post(`/api/photos/${id}/reanalyze`, { style: 'funny' })).body;
    expect(funny.mood).toBe('amused');
    expect(funny.tags).toEqual(expect.arrayContaining([...subject, 'funny', 'humour']));
    expect(funny.tags).not.toContain('poetic');
    const nostalgic = (await ava.post(`/api/photos/${id}/reanalyze`, { style: 'nostalgic' })).body;
    expect(nostalgic.mood).toBe('wistful');
    expect(nostalgic.tags.length).toBeLessThanOrEqual(8);
    expect((await ava.get(`/api/photos/${id}`)).body).toMatchObject({ style: 'nostalgic', mood: 'wistful', tags: nostalgic.tags });
  });

  it('undoes a restyle once: the replaced text and style come back, only for the owner', async () => {
    const [id] = await uploadViaStorage(app, ava, [{ name: 'undo.jpg', bytes: await jpegWithGps() }]);
    const nothingYet = await ava.post(`/api/photos/${id}/reanalyze/undo`, {});
    expect(nothingYet).toMatchObject({ status: 409, body: { message: 'There is no restyle to undo on this photo.' } });
    const before = (await ava.get(`/api/photos/${id}`)).body;
    await ava.post(`/api/photos/${id}/reanalyze`, { style: 'dramatic' });
    expect((await chloe.post(`/api/photos/${id}/reanalyze/undo`, {})).status).toBe(404);

    const undone = await ava.post(`/api/photos/${id}/reanalyze/undo`, {});

    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({
      title: before.title,
      description: before.description,
      tags: before.tags,
      style: before.style,
    });
    expect((await ava.get(`/api/photos/${id}`)).body).toMatchObject({ title: before.title, style: before.style, mood: before.mood });
    // One level of undo, and 40 racing undos of one restyle restore it exactly once.
    expect((await ava.post(`/api/photos/${id}/reanalyze/undo`, {})).status).toBe(409);
    await ava.post(`/api/photos/${id}/reanalyze`, { style: 'poetic' });
    const racing = await Promise.all(Array.from({ length: 40 }, () => ava.post(`/api/photos/${id}/reanalyze/undo`, {})));
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(39).fill(409)]);
  });

  it('deletes the photo, its objects and its tribe shares; a second delete is a 404', async () => {
    const [id] = await uploadViaStorage(app, ava, [{ name: 'gone.jpg', bytes: await jpegWithGps() }], {
      visibility: 'tribes',
      allowedTribes: [avaFamily],
    });
    const photo = (await ava.get(`/api/photos/${id}`)).body;
    expect(idsOf((await ben.get('/api/photos')).body)).toContain(id);
    expect((await ben.request('DELETE', `/api/photos/${id}`)).status).toBe(403);

    const deleted = await ava.request('DELETE', `/api/photos/${id}`);

    expect(deleted.status).toBe(204);
    expect((await ava.get(`/api/photos/${id}`)).status).toBe(404);
    expect(idsOf((await ben.get('/api/photos')).body)).not.toContain(id);
    for (const url of [photo.photoUrl, photo.thumbnailUrl, photo.originalUrl]) expect((await fetch(url)).status).toBe(404);
    expect((await ava.request('DELETE', `/api/photos/${id}`)).status).toBe(404);
  });
});

describe('upload rate limit', () => {
  it('refuses more than 30 upload requests in 15 minutes with 429 and Retry-After', async () => {
    const one = { files: [{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }] };
    for (let i = 0; i < 30; i += 1) expect((await ben.post('/api/photos/uploads', one)).status).toBe(201);
    const refused = await ben.post('/api/photos/uploads', one);
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many uploads at once. Please wait a few minutes and try again.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('paging', () => {
  it('pages the owner list with an opaque cursor, newest first, without repeats', async () => {
    const fresh = client(app.url);
    const chloeId = await signIn(app, fresh, 'chloe@example.com');
    const uploaded = await uploadViaStorage(
      app,
      fresh,
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, bytes: Buffer.alloc(0) })).map((f, i) => ({
        ...f,
        bytes: Buffer.from([i]),
      })),
    );
    // Failed (not images), still listed for their owner: fine for paging.
    const seen: string[] = [];
    let path = `/api/users/${chloeId}/photos?limit=2`;
    for (let guard = 0; guard < 10; guard += 1) {
      const reply = await fresh.get(path);
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBeLessThanOrEqual(2);
      seen.push(...idsOf(reply.body));
      const cursor = reply.headers.get(NEXT_CURSOR_HEADER);
      if (!cursor) break;
      path = `/api/users/${chloeId}/photos?limit=2&cursor=${encodeURIComponent(cursor)}`;
    }
    expect(seen).toEqual([...uploaded].reverse());
  });

  it('refuses a forged cursor with 400', async () => {
    const reply = await ava.get('/api/photos?cursor=not-a-cursor');
    expect(reply).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  });
});
