/**
 * The settings calls end to end through the local runtime: rename, profile picture, password
 * change, and leaving for good, which must leave nothing of the member in the table or the bucket.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { addMember } from '../../functions/data/tribes/tribe-membership';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { mediaStore, substituteMediaStore } from '../../functions/lib/media/configured-media-store';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { tableItems } from './support/table';
import { bucketKeys, mentioning, tableItemsOnceSwept, throttles } from './support/leftovers';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { finishedByTheJob, sameSession } from './support/account-deletion';
import { NEW_MEMBER_PASSWORD, newMember, signIn, type Client } from './support/members';

let app: LocalServer;

beforeAll(async () => {
  app = await startApp();
}, 60_000);
afterAll(async () => {
  await app.stop();
});

const PASSWORD = NEW_MEMBER_PASSWORD;

/** A fresh verified member with a session (Rosa Lind unless named). */
const freshMember = (email: string, firstName = 'Rosa') => newMember(app, email, { firstName, lastName: 'Lind' });

/** A second device of the same member. */
async function anotherSession(email: string, password = PASSWORD): Promise<Client> {
  const device = client(app.url);
  expect((await device.post('/api/auth/signin', { email, password })).status).toBe(200);
  return device;
}

async function socialMember(account: string): Promise<Client> {
  const browser = client(app.url);
  const authorize = new URL((await browser.get('/api/auth/github')).headers.get('location')!);
  const chosen = await fetch(authorize.origin + authorize.pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `${authorize.searchParams.toString()}&account=${encodeURIComponent(account)}`,
  });
  const callback = new URL(chosen.headers.get('location')!);
  expect((await browser.get(callback.pathname + callback.search)).status).toBe(302);
  return browser;
}

async function putAvatar(browser: Client, file: { bytes: Buffer; type: string; name?: string }) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? 'me.jpg');
  const cookie = [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${app.url}/api/auth/user/avatar`, { method: 'PUT', body: form, headers: { cookie, origin: app.url } });
  return { status: response.status, body: await response.json() };
}

describe('PATCH /api/auth/user', () => {
  it('renames the member with the sign-up rules and messages', async () => {
    const { browser } = await freshMember('rename@example.com');
    const renamed = await browser.patch('/api/auth/user', { firstName: '  Zoë ', lastName: "d'Arc-Smith" });
    expect(renamed).toMatchObject({ status: 200, body: { firstName: 'Zoë', lastName: "d'Arc-Smith", email: 'rename@example.com' } });
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ firstName: 'Zoë', lastName: "d'Arc-Smith" });

    expect(await browser.patch('/api/auth/user', { firstName: '', lastName: 'x' })).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.firstNameRequired },
    });
    expect(await browser.patch('/api/auth/user', { firstName: 'Ann', lastName: 'x'.repeat(51) })).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.lastNameTooLong },
    });
    expect(await browser.patch('/api/auth/user', { firstName: '<script>', lastName: 'x' })).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.firstNameInvalid },
    });
    expect((await browser.patch('/api/auth/user', '[1,2]')).status).toBe(400);
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => browser.patch('/api/auth/user', { firstName: `Ann${'a'.repeat(i % 5)}`, lastName: 'Lee' })),
    );
    expect(burst.every((reply) => reply.status === 200)).toBe(true);
    expect((await client(app.url).patch('/api/auth/user', { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});

describe('PUT /api/auth/user/avatar', () => {
  it('stores a square WebP without metadata, signs it wherever the member is shown, and refuses bad files', async () => {
    const { browser, id } = await freshMember('avatar@example.com');
    const uploaded = await putAvatar(browser, { bytes: await jpegWithGps({ width: 900, height: 500 }), type: 'image/jpeg' });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.profileImageUrl as string;
    expect(url).toMatch(new RegExp(`/media/avatars/${id}/[0-9A-Z]+\\.webp\\?Expires=`));

    const served = await fetch(url.replace(/^https?:\/\/[^/]+/, app.url));
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    // Shown on their photos and comments too.
    const [photoId] = await uploadViaStorage(app, browser, [{ name: 'p.jpg', bytes: await jpegWithGps() }], { visibility: 'public' });
    expect((await browser.post(`/api/photos/${photoId}/comments`, { content: 'Mine' })).status).toBe(201);
    const comments = await browser.get(`/api/photos/${photoId}/comments`);
    expect(comments.body[0].user.profileImageUrl).toMatch(/\/media\/avatars\//);
    expect((await browser.get(`/api/photos/${photoId}`)).body.user.profileImageUrl).toMatch(/\/media\/avatars\//);
    expect((await browser.get(`/api/users/${id}/profile`)).body.user.profileImageUrl).toMatch(/\/media\/avatars\//);

    expect(await putAvatar(browser, { bytes: Buffer.from('not an image at all'), type: 'image/png' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.avatarType },
    });
    expect(await putAvatar(browser, { bytes: Buffer.alloc(6 * 1024 * 1024, 0xff), type: 'image/jpeg' })).toMatchObject({
      status: 413,
      body: { message: ACCOUNT_MESSAGES.avatarTooLarge },
    });
    const truncated = (await jpegWithGps()).subarray(0, 200);
    expect(await putAvatar(browser, { bytes: truncated, type: 'image/jpeg' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.avatarUnreadable },
    });

    const removed = await browser.delete('/api/auth/user/avatar');
    expect(removed).toMatchObject({ status: 200, body: { profileImageUrl: null } });
    expect((await fetch(url.replace(/^https?:\/\/[^/]+/, app.url))).status).toBe(404);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password (counted like a failed sign-in), ends every other session and keeps this one', async () => {
    const email = 'change@example.com';
    const { browser } = await freshMember(email);
    const phone = await anotherSession(email);

    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'not my password',
      newPassword: 'brand new pass',
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.wrongPassword } });
    expect(await browser.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'short' })).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.passwordTooShort },
    });
    expect(await browser.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: PASSWORD })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.samePassword },
    });

    expect(
      (await browser.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'brand new pass' })).status,
    ).toBe(204);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await client(app.url).post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(401);
    expect((await client(app.url).post('/api/auth/signin', { email, password: 'brand new pass' })).status).toBe(200);
  });

  it('shares the sign-in failure limit: guessing through settings locks sign-in too', async () => {
    const email = 'guess@example.com';
    const { browser } = await freshMember(email);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        browser.post('/api/auth/change-password', { currentPassword: 'guess guess', newPassword: 'whatever123' }),
      ),
    );
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    expect(answers.some((a) => a.status === 429)).toBe(true);
    expect(await client(app.url).post('/api/auth/signin', { email, password: PASSWORD })).toMatchObject({
      status: 429,
      body: { message: AUTH_MESSAGES.tooManyAttempts },
    });
  });

  it('has no password to change for a social account', async () => {
    const browser = await socialMember('margaret.github@example.com');
    expect(
      await browser.post('/api/auth/change-password', { currentPassword: 'anything', newPassword: 'brand new pass' }),
    ).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.socialHasNoPassword },
    });
  });
});

describe('DELETE /api/auth/user', () => {
  it('refuses a wrong password or a mistyped address, and another member cannot delete it', async () => {
    const { browser } = await freshMember('keep@example.com');
    expect(await browser.delete('/api/auth/user', { password: 'wrong one' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.wrongPassword },
    });
    expect(await browser.delete('/api/auth/user', {})).toMatchObject({
      status: 400,
      body: { message: AUTH_MESSAGES.passwordRequired },
    });
    expect((await client(app.url).delete('/api/auth/user', { password: PASSWORD })).status).toBe(401);
    // Another member's session deletes only its own account, whatever the body names.
    const other = await freshMember('other@example.com');
    expect((await other.browser.delete('/api/auth/user', { password: PASSWORD, email: 'keep@example.com' })).status).toBe(204);
    expect((await browser.get('/api/auth/user')).status).toBe(200);

    const social = await socialMember('margaret.github@example.com');
    expect(await social.delete('/api/auth/user', { email: 'keep@example.com' })).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.deleteEmailMismatch },
    });
    expect(await social.delete('/api/auth/user', {})).toMatchObject({
      status: 400,
      body: { message: ACCOUNT_MESSAGES.deleteConfirmEmail },
    });
    expect((await social.delete('/api/auth/user', { email: ' Margaret.GitHub@example.com ' })).status).toBe(204);
    expect((await social.get('/api/auth/user')).status).toBe(401);
  });

  it('deletes everything of the member, corrects the counters of others, and frees the address', async () => {
    // Prepare: Ben and Chloe (demo members) and a new member, Dana, with one of everything.
    const ben = client(app.url);
    const chloe = client(app.url);
    const ids = { ben: await signIn(app, ben, 'ben@example.com'), chloe: await signIn(app, chloe, 'chloe@example.com') };
    const email = 'dana@example.com';
    const { browser: dana, id } = await freshMember(email, 'Dana');
    const [benPhoto] = await uploadViaStorage(app, ben, [{ name: 'b.jpg', bytes: await jpegWithGps() }], { visibility: 'public' });
    await ensureTypedTribes(id);
    await ensureTypedTribes(ids.ben);
    const danaFamily = typedTribeId(id, 'family');
    await addMember(danaFamily, ids.ben);
    await addMember(typedTribeId(ids.ben, 'bffs'), id);
    const danaPhotos = await uploadViaStorage(
      app,
      dana,
      [
        { name: 'one.jpg', bytes: await jpegWithGps() },
        { name: 'two.jpg', bytes: await jpegWithGps({ from: '#00ff00' }) },
      ],
      { visibility: 'tribes', allowedTribes: [danaFamily] },
    );
    const [danaPublic] = await uploadViaStorage(app, dana, [{ name: 'pub.jpg', bytes: await jpegWithGps() }], {
      visibility: 'public',
    });
    expect((await putAvatar(dana, { bytes: await jpegWithGps(), type: 'image/jpeg' })).status).toBe(200);
    // On Ben's photo: a like and a comment; on her own: Chloe's like and comment.
    expect((await dana.post(`/api/photos/${benPhoto}/likes`)).status).toBe(200);
    expect((await dana.post(`/api/photos/${benPhoto}/comments`, { content: 'Lovely light' })).status).toBe(201);
    expect((await chloe.post(`/api/photos/${danaPublic}/likes`)).status).toBe(200);
    expect((await chloe.post(`/api/photos/${danaPublic}/comments`, { content: 'Nice' })).status).toBe(201);
    // Follows both ways (notifications both ways come with them).
    expect((await dana.post(`/api/users/${ids.ben}/follow`)).status).toBe(200);
    expect((await ben.post(`/api/users/${id}/follow`)).status).toBe(200);
    // A custom tribe with an invitation, a share link, a capsule, an API key.
    const tribe = await dana.post('/api/tribes', { name: 'Climbing' });
    expect(tribe.status).toBe(201);
    expect((await dana.post(`/api/tribes/${tribe.body.id}/members`, { memberId: 'nobody-yet@example.com' })).status).toBeLessThan(300);
    expect(
      (await dana.post('/api/silent-shares', { shareType: 'warm', photoId: danaPublic, toEmail: 'friend@example.com' })).status,
    ).toBe(201);
    expect((await dana.post('/api/silent-shares', { shareType: 'warm', photoId: benPhoto })).status).toBe(201);
    const unlock = new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10);
    expect(
      (await dana.post('/api/memory-capsules', { photoId: danaPhotos[0], unlockDate: unlock, journalEntry: 'Later' })).status,
    ).toBe(201);
    expect((await dana.post('/api/mobile/generate-key', { name: 'Phone', platform: 'ios' })).status).toBe(201);

    const benBefore = (await ben.get(`/api/photos/${benPhoto}`)).body;
    expect(benBefore).toMatchObject({ likes: 1, comments: 1 });
    const benProfileBefore = (await ben.get(`/api/users/${ids.ben}/profile`)).body;
    const before = await tableItems();
    expect(mentioning(before, [id]).length).toBeGreaterThan(20);
    expect((await bucketKeys()).filter((k) => k.includes(id)).length).toBeGreaterThan(3);

    // Act: 40 parallel deletes (one real member double-clicking, tabs, retries): none may fail with a 500.
    const answers = await Promise.all(Array.from({ length: 40 }, () => dana.delete('/api/auth/user', { password: PASSWORD })));

    // Assess
    // 429: each password check is counted before it is judged, so a burst runs into the
    // sign-in throttle like 40 sign-ins would.
    expect(answers.map((a) => a.status).filter((s) => s !== 204 && s !== 409 && s !== 401 && s !== 429)).toEqual([]);
    expect(answers.filter((a) => a.status === 204)).toHaveLength(1);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(ACCOUNT_MESSAGES.deleteInProgress);
    expect((await dana.get('/api/auth/user')).status).toBe(401);
    expect((await client(app.url).post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(401);

    const photoIds = [...danaPhotos, danaPublic!];
    // Nothing but the address's own throttles may name the member, their address or photos.
    const left = mentioning(await tableItemsOnceSwept(), [id, email, ...photoIds]).filter((item) => !throttles(item));
    expect(left).toEqual([]);
    const objects = (await bucketKeys()).filter((k) => [id, ...photoIds].some((needle) => k.includes(needle)));
    expect(objects).toEqual([]);

    // Others' counters are right again.
    expect((await ben.get(`/api/photos/${benPhoto}`)).body).toMatchObject({ likes: 0, comments: 0 });
    const benProfile = (await ben.get(`/api/users/${ids.ben}/profile`)).body;
    expect(benProfile.followers).toBe(benProfileBefore.followers - 1);
    expect(benProfile.following).toBe(benProfileBefore.following - 1);
    const benTribes = (await ben.get('/api/tribes')).body as { id: string; memberCount: number }[];
    expect(benTribes.find((t) => t.id === typedTribeId(ids.ben, 'bffs'))?.memberCount).toBe(0);

    // The address can sign up afresh.
    expect(
      (await client(app.url).post('/api/auth/signup', { email, password: PASSWORD, firstName: 'Dana', lastName: 'New' })).status,
    ).toBe(201);
  }, 120_000);

  it('answers 202 for a failure half-way; a retry with the same session, or the job, finishes it', async () => {
    const email = 'halfway@example.com';
    const { browser, id } = await freshMember(email, 'Hal');
    const photos = await uploadViaStorage(
      app,
      browser,
      [
        { name: 'a.jpg', bytes: await jpegWithGps() },
        { name: 'b.jpg', bytes: await jpegWithGps({ from: '#123456' }) },
      ],
      { visibility: 'public' },
    );
    expect(photos).toHaveLength(2);
    // Storage fails after the first photo's objects are gone: the first run stops half-way.
    const real = mediaStore();
    let deletes = 0;
    substituteMediaStore({
      ...real,
      deletePhotoObjects: async (photo) => {
        deletes += 1;
        if (deletes > 1) throw new Error('storage unavailable');
        await real.deletePhotoObjects(photo);
      },
    });
    const retry = sameSession(app, browser);
    try {
      const halfway = await browser.delete('/api/auth/user', { password: PASSWORD });
      expect(halfway.status).toBe(202);
      expect(halfway.body).toEqual({ message: ACCOUNT_MESSAGES.deleteContinues });
    } finally {
      substituteMediaStore(undefined);
    }
    // Marked as leaving: the session opens nothing but the deletion, which finishes the job (401 or 409 when
    // local mode's own run of the account-deletion job got there first).
    expect((await retry.get('/api/auth/user')).status).toBe(401);
    expect([204, 401, 409]).toContain((await retry.delete('/api/auth/user', { password: PASSWORD })).status);
    expect(await finishedByTheJob(id)).toBe(true);
    expect(mentioning(await tableItemsOnceSwept(), [id, email, ...photos]).filter((item) => !throttles(item))).toEqual([]);
    expect((await bucketKeys()).filter((k) => [id, ...photos].some((needle) => k.includes(needle)))).toEqual([]);
  }, 60_000);
});
