/**
 * The mobile API end to end through the local runtime: keys managed in the browser, then a phone-like
 * client with only an X-API-Key header, past the same authorizer function API Gateway runs.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { MAX_ACTIVE_API_KEYS } from '../../shared/constants';
import { createApiKey } from '../../functions/data/members/api-keys';
import { newId } from '../../functions/kernel/ids';
import { jpegWithGps, settle } from './support/photos';
import { useDemoMembers, type Client } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();

type Browser = Client;

async function generate(browser: Browser, name = 'Test phone', platform = 'ios') {
  const reply = await browser.post('/api/mobile/generate-key', { platform, name });
  if (reply.status !== 201) throw new Error(`generate refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { apiKey: string; key: { id: string } & Record<string, unknown> };
}

/** A phone: no cookies, no Origin, only its key. */
async function phone(
  apiKey: string | undefined,
  method: string,
  path: string,
  init: { body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    body: init.body,
    headers: { ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }), ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

function photoForm(bytes: Buffer, fields: Record<string, string>, name = 'IMG_0001.jpg') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  return form;
}

const keysOf = async (browser: Browser) => (await browser.get('/api/mobile/keys')).body.apiKeys as Record<string, unknown>[];

describe('the key lifecycle', () => {
  it('generates a key shown once, lists it without the secret, records use, and deactivates it', async () => {
    // Act: generate
    const generated = await generate(ava, "  Ava's iPhone  ");

    // Assess: the key itself, once
    expect(generated.apiKey).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(generated.key).toMatchObject({ name: "Ava's iPhone", platform: 'ios', lastUsed: null, isActive: true });
    expect(generated.key.keyPreview).toBe(`${generated.apiKey.slice(0, 4)}••••••••${generated.apiKey.slice(-4)}`);
    const lifetimeDays = (Date.parse(String(generated.key.expiresAt)) - Date.parse(String(generated.key.createdAt))) / 86_400_000;
    // createdAt and expiresAt come from two readings of the clock, a millisecond apart at most.
    expect(lifetimeDays).toBeCloseTo(365, 4);
    const listed = await keysOf(ava);
    expect(listed[0]).toEqual(generated.key);
    expect(JSON.stringify(listed)).not.toContain(generated.apiKey);
    expect(listed[0]).not.toHaveProperty('keyHash');

    // Act: the phone checks its status twice
    const status = await phone(generated.apiKey, 'GET', '/api/mobile/status');
    const firstUse = (await keysOf(ava)).find((k) => k.id === generated.key.id)!.lastUsed;
    await phone(generated.apiKey, 'GET', '/api/mobile/status');
    const secondUse = (await keysOf(ava)).find((k) => k.id === generated.key.id)!.lastUsed;

    // Assess: who it is, and lastUsed written once in the minute
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      ok: true,
      user: { id: ids.ava, firstName: 'Ava', lastName: expect.any(String) },
      key: { name: "Ava's iPhone", platform: 'ios', expiresAt: generated.key.expiresAt },
    });
    expect(firstUse).toEqual(expect.any(String));
    expect(secondUse).toBe(firstUse);

    // Act: deactivate
    const deleted = await ava.request('DELETE', `/api/mobile/keys/${generated.key.id}`);
    const after = await phone(generated.apiKey, 'GET', '/api/mobile/status');

    // Assess: refused from the next request on (no authorizer cache locally), still listed as inactive
    expect(deleted.status).toBe(200);
    expect(deleted.body.key).toMatchObject({ id: generated.key.id, isActive: false });
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ message: 'Forbidden' });
    expect((await keysOf(ava)).find((k) => k.id === generated.key.id)).toMatchObject({ isActive: false });
  });

  it("answers 400 with 'Missing Information' for a missing platform or a blank name, never a 500 for hostile bodies", async () => {
    for (const body of [{ name: 'x' }, { platform: 'ios' }, { platform: 'ios', name: '   ' }, { platform: 'windows', name: 'x' }]) {
      const reply = await ava.post('/api/mobile/generate-key', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: API_KEY_MESSAGES.missing });
    }
    expect((await ava.post('/api/mobile/generate-key', { platform: 'android', name: 'n'.repeat(51) })).body).toEqual({
      message: API_KEY_MESSAGES.nameTooLong,
    });
    for (const raw of ['[]', 'null', '"x"', '{', '{"platform":{"$ne":1},"name":["a"]}']) {
      expect((await ava.post('/api/mobile/generate-key', raw)).status).toBe(400);
    }
  });

  it('lets no other member deactivate a key, and answers 404 to hostile ids', async () => {
    // Prepare
    const generated = await generate(ava, 'Not yours');

    // Act
    const byBen = await ben.request('DELETE', `/api/mobile/keys/${generated.key.id}`);

    // Assess
    expect(byBen).toMatchObject({ status: 404, body: { message: API_KEY_MESSAGES.notFound } });
    expect((await phone(generated.apiKey, 'GET', '/api/mobile/status')).status).toBe(200);
    for (const id of ['%E0%A4%A', 'x'.repeat(300), '..%2F..%2Fetc', newId(), "1' OR '1'='1"]) {
      expect((await ava.request('DELETE', `/api/mobile/keys/${id}`)).status).toBe(404);
    }
  });

  it('caps active keys at 10 even when 40 generates race, and frees a place on deactivation', async () => {
    // Act
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => chloe.post('/api/mobile/generate-key', { platform: 'android', name: `Race ${i}` })),
    );

    // Assess
    const made = replies.filter((r) => r.status === 201);
    expect(made).toHaveLength(MAX_ACTIVE_API_KEYS);
    for (const refused of replies.filter((r) => r.status !== 201)) {
      expect(refused).toMatchObject({ status: 400, body: { message: API_KEY_MESSAGES.tooManyKeys } });
    }
    expect((await keysOf(chloe)).filter((k) => k.isActive)).toHaveLength(MAX_ACTIVE_API_KEYS);

    // Act: one deactivated, one more generated
    await chloe.request('DELETE', `/api/mobile/keys/${made[0]!.body.key.id}`);
    const again = await chloe.post('/api/mobile/generate-key', { platform: 'ios', name: 'Replacement' });

    // Assess
    expect(again.status).toBe(201);
    expect((await chloe.post('/api/mobile/generate-key', { platform: 'ios', name: 'One too many' })).status).toBe(400);
  });
});

describe('the authorizer', () => {
  it('refuses a missing (401), malformed, unknown or expired key (403), as API Gateway answers', async () => {
    // Prepare: a key that expired yesterday
    const expiredKey = 'E'.repeat(64);
    await createApiKey({
      id: newId(),
      userId: ids.ben,
      apiKey: expiredKey,
      keyPreview: 'EEEE••••••••EEEE',
      name: 'Old phone',
      platform: 'android',
      expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
    });

    // Act + Assess
    expect(await phone(undefined, 'GET', '/api/mobile/status')).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    for (const key of ['short', 'x'.repeat(65), `${'a'.repeat(63)}!`, 'U'.repeat(64), expiredKey]) {
      expect(await phone(key, 'GET', '/api/mobile/status')).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    }
  });

  it('keeps the two doors apart: a session cookie opens no mobile route, a key opens nothing else', async () => {
    // Prepare
    const { apiKey } = await generate(ben, 'Door test');

    // Act + Assess: the browser's cookie on the mobile API
    expect((await ben.get('/api/mobile/status')).status).toBe(401);
    expect((await ben.post('/api/mobile/uploads', { files: [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }] })).status).toBe(401);
    // the key on the browser's routes, key management included
    for (const path of ['/api/auth/user', '/api/photos', '/api/mobile/keys', '/api/notifications']) {
      expect((await phone(apiKey, 'GET', path)).status).toBe(401);
    }
    expect(
      (
        await phone(apiKey, 'POST', '/api/mobile/generate-key', {
          body: '{"platform":"ios","name":"x"}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('uploads with only a key', () => {
  it('lands a multipart upload in the owner’s profile, analysed, with the title kept and no GPS', async () => {
    // Prepare
    const { apiKey } = await generate(ava, 'Uploader');
    const bytes = await jpegWithGps({ from: '#0f2027', to: '#2c5364' });

    // Act
    const reply = await phone(apiKey, 'POST', '/api/mobile/upload', { body: photoForm(bytes, { title: '  Harbour at dusk ' }) });
    await settle(app);

    // Assess
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ userId: ids.ava, title: 'Harbour at dusk', privacy: { visibility: 'private' } });
    const photo = (await ava.get(`/api/photos/${reply.body.id}`)).body;
    expect(photo).toMatchObject({ status: 'ready', title: 'Harbour at dusk' });
    expect(photo.description.length).toBeGreaterThan(20);
    expect(photo.tags.length).toBeGreaterThan(0);
    const profile = (await ava.get(`/api/users/${ids.ava}/photos`)).body as { id: string }[];
    expect(profile.map((p) => p.id)).toContain(reply.body.id);
    const served = await fetch(photo.photoUrl);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it('offers the presigned flow for larger photos, keeping the title and description the app sent', async () => {
    // Prepare
    const { apiKey } = await generate(ava, 'Presigned');
    const bytes = await jpegWithGps({ width: 800, height: 600 });

    // Act
    const reply = await phone(apiKey, 'POST', '/api/mobile/uploads', {
      body: JSON.stringify({
        files: [{ name: 'big.jpg', type: 'image/jpeg', size: bytes.length }],
        title: 'Big one',
        description: 'Mine',
      }),
      headers: { 'content-type': 'application/json' },
    });
    const [upload] = reply.body.uploads;
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'big.jpg');
    const stored = await fetch(upload.url, { method: 'POST', body: form });
    await settle(app);

    // Assess
    expect(reply.status).toBe(201);
    expect(stored.status).toBe(204);
    expect((await ava.get(`/api/photos/${upload.photoId}`)).body).toMatchObject({
      status: 'ready',
      title: 'Big one',
      description: 'Mine',
    });
  });

  it('refuses a multipart body over 4.4 MB with 413 naming the presigned flow', async () => {
    // Prepare
    const { apiKey } = await generate(ava, 'Too big');
    const bytes = Buffer.alloc(Math.ceil(4.5 * 1024 * 1024), 7);

    // Act
    const reply = await phone(apiKey, 'POST', '/api/mobile/upload', { body: photoForm(bytes, { title: 'Huge' }) });

    // Assess
    expect(reply).toMatchObject({ status: 413, body: { message: API_KEY_MESSAGES.multipartTooLarge } });
    expect(reply.body.message).toContain('POST /api/mobile/uploads');
  });

  it('makes one photo of 40 parallel retries with the same Idempotency-Key, all answered alike', async () => {
    // Prepare
    const { apiKey } = await generate(ben, 'Flaky network');
    const bytes = await jpegWithGps();
    const before = ((await ben.get(`/api/users/${ids.ben}/photos?limit=100`)).body as unknown[]).length;

    // Act
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        phone(apiKey, 'POST', '/api/mobile/upload', {
          body: photoForm(bytes, { title: 'Once' }),
          headers: { 'idempotency-key': 'upload-7f3a' },
        }),
      ),
    );
    const later = await phone(apiKey, 'POST', '/api/mobile/upload', {
      body: photoForm(bytes, { title: 'Once' }),
      headers: { 'idempotency-key': 'upload-7f3a' },
    });
    await settle(app);

    // Assess
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(later.body.id).toBe(replies[0]!.body.id);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(((await ben.get(`/api/users/${ids.ben}/photos?limit=100`)).body as unknown[]).length).toBe(before + 1);
    expect(
      (
        await phone(apiKey, 'POST', '/api/mobile/upload', {
          body: photoForm(bytes, { title: 'x' }),
          headers: { 'idempotency-key': ' ' },
        })
      ).status,
    ).toBe(400);
  });

  it('allows 100 uploads per member per hour (all keys together), then 429 with Retry-After', async () => {
    // Prepare
    const { apiKey } = await generate(chloe, 'Busy phone').catch(async () => {
      // Chloe's keys are at the cap from the race test: free one.
      const active = (await keysOf(chloe)).find((k) => k.isActive)!;
      await chloe.request('DELETE', `/api/mobile/keys/${String(active.id)}`);
      return generate(chloe, 'Busy phone');
    });
    const ask = () =>
      phone(apiKey, 'POST', '/api/mobile/uploads', {
        body: JSON.stringify({ files: [{ name: 'a.jpg', type: 'image/jpeg', size: 1000 }] }),
        headers: { 'content-type': 'application/json' },
      });

    // Act
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch += 1)
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, ask))).map((r) => r.status));
    const over = await ask();

    // Assess
    expect(statuses).toEqual(Array(100).fill(201));
    expect(over).toMatchObject({ status: 429, body: { message: API_KEY_MESSAGES.tooManyUploads } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the OpenAPI document', () => {
  it('is served publicly at /api/openapi.json', async () => {
    const reply = await fetch(`${app.url}/api/openapi.json`);
    const doc = await reply.json();
    expect(reply.status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/mobile/upload'].post.security).toEqual([{ apiKey: [] }]);
  });
});
