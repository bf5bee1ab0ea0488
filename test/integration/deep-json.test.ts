/**
 * No 500 from a nested editor state. editData nested 5,000 levels deep is a 400 with
 * its message on both edit routes, and every route that reads a JSON body refuses a deep body with 400
 * before anything recursive meets it; a state at the depth limit is still saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../shared/constants';
import { EDIT_MESSAGES } from '../../shared/messages/edit';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { routes } from '../../functions/api/route-table';
import { jpegWithGps, uploadMultipart, uploadViaStorage } from './support/photos';
import { useDemoMembers } from './support/members';

const { app, ava, ben } = useDemoMembers();

let originalId: string;

beforeAll(async () => {
  originalId = (await uploadViaStorage(app, ava, [{ name: 'o.jpg', bytes: await jpegWithGps() }], { visibility: 'public' }))[0]!;
}, 60_000);

/** `{"a":{"a":…}}` with `levels` objects, as text. */
const nestedText = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const editFile = async () => {
  const bytes = await jpegWithGps({ width: 200, height: 200 });
  return { bytes, file: { name: 'edited-1.png', type: 'image/jpeg', size: bytes.length } };
};

describe('a deeply nested editor state', () => {
  it('is a 400 with its message on the multipart edit route, 5,000 levels deep, objects or arrays inside', async () => {
    const { bytes } = await editFile();
    for (const editData of [nestedText(5000), `{"layers":${nestedArrays(5000)}}`]) {
      const reply = await uploadMultipart(
        app,
        ava,
        { name: 'e.jpg', bytes },
        { originalPhotoId: originalId, editData },
        '/api/photos/edit',
      );
      expect(reply).toEqual({ status: 400, body: { message: EDIT_MESSAGES.editDataTooDeep } });
    }
  });

  it('is a 400 on the JSON edit route, and a body that deep on any JSON route is a 400 too', async () => {
    const { file } = await editFile();
    const deepEdit = `{"originalPhotoId":"${originalId}","file":${JSON.stringify(file)},"editData":${nestedText(5000)}}`;
    expect(await ava.post('/api/photos/edit/uploads', deepEdit)).toMatchObject({
      status: 400,
      body: { message: HTTP_MESSAGES.bodyTooDeep },
    });
    const justOver = `{"originalPhotoId":"${originalId}","file":${JSON.stringify(file)},"editData":${nestedText(MAX_JSON_DEPTH)}}`;
    expect((await ava.post('/api/photos/edit/uploads', justOver)).status).toBe(400);
  });

  it('at the limit is still saved and read back whole', async () => {
    const { file } = await editFile();
    const editData = nestedText(MAX_JSON_DEPTH - 1);
    const reply = await ava.post(
      '/api/photos/edit/uploads',
      `{"originalPhotoId":"${originalId}","file":${JSON.stringify(file)},"editData":${editData}}`,
    );
    // Saved in place: the same photo, whose saved design state is read back.
    expect(reply.status).toBe(200);
    const saved = await ava.get(`/api/photos/${reply.body.photoId}/edit`);
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body.editData)).toBe(editData);
  });

  it('forty parallel deep edits by a member who is not the owner answer 400 (the body is refused first), never a 500', async () => {
    const { bytes } = await editFile();
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        uploadMultipart(
          app,
          ben,
          { name: 'e.jpg', bytes },
          { originalPhotoId: originalId, editData: nestedText(5000) },
          '/api/photos/edit',
        ),
      ),
    );
    for (const reply of replies) expect(reply.status).toBeLessThan(500);
  });
});

describe('every route that takes a body', () => {
  it('answers a body nested 5,000 levels deep below 500, signed in throughout', async () => {
    const failures: string[] = [];
    // Logging out would end the session the rest is sent with; GitHub's OIDC wrapper is unconfigured here (503).
    const sent = routes.filter((r) => r.method !== 'GET' && r.path !== '/api/auth/logout' && r.group !== 'github-oidc');
    const apiKey = (await ava.post('/api/mobile/generate-key', { platform: 'ios', name: 'deep' })).body.apiKey as string;
    for (const route of sent) {
      const path = route.path.replace(/\{[^}]+\}/g, originalId);
      for (const body of [nestedText(5000), `{"x":${nestedArrays(5000)}}`]) {
        const reply = await ava.request(route.method, path, body, route.auth === 'apiKey' ? { 'x-api-key': apiKey } : {});
        if (reply.status >= 500 || reply.status === 401)
          failures.push(`${route.method} ${route.path}: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await ava.get('/api/auth/user')).status).toBe(200);
  });
});
