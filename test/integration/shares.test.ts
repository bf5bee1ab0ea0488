/**
 * Private share links end to end through the local runtime: who may share what, validation, the link
 * stored only as a hash, the recipient's mail and its hourly limit, the public read (views, 404, 410,
 * nothing that leaks), revoking, and links dying with the photo's audience or the photo itself.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { typedTribeId } from '../../functions/data/tribes/tribe';
import { setClock, systemClock } from '../../functions/kernel/clock';
import { mailTo } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers, type Client } from './support/members';
import { tableItems } from './support/table';

const { app, ava, ben, chloe, visitor, ids } = useDemoMembers();
let publicPhoto: string;
let tribesPhoto: string;
let privatePhoto: string;

const upload = async (who: Client, privacy: Record<string, unknown>) =>
  (await uploadViaStorage(app, who, [{ name: 'sunset.jpg', bytes: await jpegWithGps() }], privacy))[0]!;

const linkOf = (shareUrl: string) => new URL(shareUrl).pathname.replace('/share/', '');

async function share(who: Client, body: Record<string, unknown>) {
  return who.post('/api/silent-shares', { shareType: 'warm', ...body });
}

beforeAll(async () => {
  await benInAvasFamily(ids);
  publicPhoto = await upload(ava, { visibility: 'public' });
  tribesPhoto = await upload(ava, { visibility: 'tribes', allowedTribes: [typedTribeId(ids.ava, 'family')] });
  privatePhoto = await upload(ava, { visibility: 'private' });
}, 60_000);
afterEach(() => setClock(systemClock));

describe('POST /api/silent-shares', () => {
  it('gives the owner a link to any of their photos, with the share as the list shows it', async () => {
    const reply = await share(ava, { photoId: privatePhoto, shareType: 'thoughtful', customMessage: '  For you  ', expiresInDays: 7 });
    expect(reply.status).toBe(201);
    expect(reply.body.shareUrl).toMatch(new RegExp(`^${app.url}/share/[A-Za-z0-9_-]{43}$`));
    expect(reply.body.share).toMatchObject({ shareType: 'thoughtful', toEmail: null, customMessage: 'For you', views: 0 });
    const lifetime = Date.parse(reply.body.share.expiresAt) - Date.parse(reply.body.share.createdAt);
    expect(Math.round(lifetime / 86_400_000)).toBe(7);
    // The default expiry is 30 days; '' means no recipient.
    const plain = await share(ava, { photoId: publicPhoto, toEmail: '' });
    expect(plain.status).toBe(201);
    expect(plain.body.share.toEmail).toBeNull();
    expect(Math.round((Date.parse(plain.body.share.expiresAt) - Date.parse(plain.body.share.createdAt)) / 86_400_000)).toBe(30);
  });

  it('lets another member share a public photo only: 403 for a tribes photo they see, 404 for one they cannot', async () => {
    expect((await share(ben, { photoId: publicPhoto })).status).toBe(201);
    const onward = await share(ben, { photoId: tribesPhoto });
    expect(onward).toMatchObject({
      status: 403,
      body: { message: 'Only public photos can be shared by members other than the owner' },
    });
    expect((await share(chloe, { photoId: tribesPhoto })).status).toBe(404);
    expect((await share(ben, { photoId: privatePhoto })).status).toBe(404);
    expect((await share(ben, { photoId: '01NOTAPHOTO0000000000000000' })).status).toBe(404);
    expect((await visitor.post('/api/silent-shares', { photoId: publicPhoto, shareType: 'warm' })).status).toBe(401);
  });

  it('answers 400 with a plain message for every bad field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ photoId: publicPhoto, shareType: 'sad' }, 'Share type must be warm, fun or thoughtful'],
      [{ photoId: publicPhoto, shareType: undefined }, 'Share type must be warm, fun or thoughtful'],
      [{ photoId: publicPhoto, toEmail: 'not-an-address' }, 'Please enter a valid email address'],
      [{ photoId: publicPhoto, toEmail: 'a@b.co\r\nBcc: victim@example.com' }, 'Please enter a valid email address'],
      [{ photoId: publicPhoto, customMessage: 'x'.repeat(501) }, 'Personal message is too long (500 characters at most)'],
      [{ photoId: publicPhoto, customMessage: 42 }, 'Personal message is too long (500 characters at most)'],
      [{ photoId: publicPhoto, expiresInDays: 3 }, 'expiresInDays must be 1, 7, 30 or 365'],
      [{ photoId: publicPhoto, expiresInDays: '30' }, 'expiresInDays must be 1, 7, 30 or 365'],
      [{ photoId: '../../etc' }, 'photoId is required'],
      [{}, 'photoId is required'],
    ];
    for (const [body, message] of cases) {
      const reply = await ava.post('/api/silent-shares', { shareType: 'warm', ...body });
      expect({ body, reply: reply.body, status: reply.status }).toEqual({ body, reply: { message }, status: 400 });
    }
    expect((await share(ava, { photoId: publicPhoto, customMessage: 'x'.repeat(500) })).status).toBe(201);
    expect((await ava.request('POST', '/api/silent-shares', '[1]')).status).toBe(400);
    expect((await ava.request('POST', '/api/silent-shares', '{oops')).status).toBe(400);
  });

  it('stores the link only as a hash: no item of the table holds it', async () => {
    const reply = await share(ava, { photoId: publicPhoto, toEmail: 'hash-check@example.com' });
    const link = linkOf(reply.body.shareUrl);
    const dump = JSON.stringify(await tableItems());
    expect(dump).not.toContain(link);
    expect(dump).toContain(reply.body.share.id);
  });

  it('mails the recipient the sender, the tone in words, the message and the link', async () => {
    const reply = await share(ava, {
      photoId: publicPhoto,
      toEmail: 'Grandma@Example.com',
      shareType: 'fun',
      customMessage: 'Look at this <b>sky</b>!\nSubject: injected',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.share.toEmail).toBe('grandma@example.com');
    const [mail] = await mailTo(app.url, 'grandma@example.com');
    expect(mail!.subject).toBe('Ava Martin shared a photo with you (Something fun)');
    expect(mail!.text).toContain('Something fun');
    expect(mail!.text).toContain('Look at this <b>sky</b>!');
    expect(mail!.text).toContain(reply.body.shareUrl);
    expect(mail!.text).not.toContain('ava@example.com');
  });

  it('sends at most 20 share mails per member per hour: the 21st is a 429 with Retry-After, and makes no link', async () => {
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000 * 24;
    setClock({ now: () => new Date(hour + 60_000) });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => share(chloe, { photoId: publicPhoto, toEmail: `friend${i}@example.com` })),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const before = (await chloe.get(`/api/silent-shares?photoId=${publicPhoto}&limit=100`)).body.length;
    const refused = await share(chloe, { photoId: publicPhoto, toEmail: 'one-more@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many share emails this hour. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await mailTo(app.url, 'one-more@example.com')).toEqual([]);
    expect((await chloe.get(`/api/silent-shares?photoId=${publicPhoto}&limit=100`)).body.length).toBe(before);
    // Links without a recipient are not mails: still allowed.
    expect((await share(chloe, { photoId: publicPhoto })).status).toBe(201);
    // The next hour has a fresh allowance.
    setClock({ now: () => new Date(hour + 3_600_000 + 60_000) });
    expect((await share(chloe, { photoId: publicPhoto, toEmail: 'next-hour@example.com' })).status).toBe(201);
  });

  it('makes 40 distinct links from 40 parallel requests', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => share(ben, { photoId: publicPhoto, shareType: 'fun' })));
    expect(replies.map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(new Set(replies.map((r) => r.body.shareUrl)).size).toBe(40);
    expect(new Set(replies.map((r) => r.body.share.id)).size).toBe(40);
  });
});

describe('GET /api/shares/{link}', () => {
  it('shows anyone the share, counts each view atomically, and leaks no address, id or hash', async () => {
    const made = await share(ava, { photoId: publicPhoto, customMessage: 'Remember this?' });
    const link = linkOf(made.body.shareUrl);
    const opened = await visitor.get(`/api/shares/${link}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      shareType: 'warm',
      customMessage: 'Remember this?',
      sender: { firstName: 'Ava', lastName: 'Martin' },
      photo: {
        photoUrl: expect.stringMatching(/\/media\/.+\?Expires=\d+&Signature=/),
        title: expect.any(String),
        description: expect.any(String),
      },
      createdAt: made.body.share.createdAt,
      expiresAt: made.body.share.expiresAt,
    });
    // The image's signed URL names its object (under the photo's id, which opens nothing without a
    // session); nothing else in the answer names an account, a photo, the share or a hash.
    const { photoUrl, ...rest } = opened.body.photo;
    const text = JSON.stringify({ ...opened.body, photo: rest });
    for (const secret of [ids.ava, publicPhoto, made.body.share.id, 'ava@example.com']) expect(text).not.toContain(secret);
    expect(photoUrl).not.toContain('original');
    expect(photoUrl).not.toContain(ids.ava);
    // The display image is served, and carries no EXIF.
    const image = await fetch(opened.body.photo.photoUrl);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).includes(Buffer.from('Exif'))).toBe(false);

    await Promise.all(Array.from({ length: 15 }, () => visitor.get(`/api/shares/${link}`)));
    const list = (await ava.get(`/api/silent-shares?photoId=${publicPhoto}&limit=100`)).body as any[];
    expect(list.find((s) => s.id === made.body.share.id).views).toBe(16);
  });

  it('answers 404 for an unknown or malformed link and 410 for an expired one', async () => {
    expect((await visitor.get(`/api/shares/${'A'.repeat(43)}`)).body).toEqual({
      message: 'This share link is invalid or has been removed.',
    });
    expect((await visitor.get('/api/shares/short')).status).toBe(404);
    expect((await visitor.get(`/api/shares/${'%00'.repeat(20)}`)).status).toBe(404);
    const made = await share(ava, { photoId: publicPhoto, expiresInDays: 1 });
    const link = linkOf(made.body.shareUrl);
    setClock({ now: () => new Date(Date.now() + 25 * 3_600_000) });
    expect(await visitor.get(`/api/shares/${link}`)).toMatchObject({ status: 410, body: { message: 'This share link has expired.' } });
  });
});

describe('managing links', () => {
  it("lists only the member's own links, never the link or its hash, for one photo or all", async () => {
    const made = await share(ben, { photoId: publicPhoto, toEmail: 'pal@example.com', shareType: 'thoughtful' });
    const forPhoto = (await ben.get(`/api/silent-shares?photoId=${publicPhoto}`)).body as any[];
    expect(forPhoto[0]).toEqual({ ...made.body.share });
    expect(Object.keys(forPhoto[0]).sort()).toEqual([
      'createdAt',
      'customMessage',
      'expiresAt',
      'id',
      'photoId',
      'shareType',
      'toEmail',
      'views',
    ]);
    expect(forPhoto.length).toBeLessThanOrEqual(24);
    const all = await ben.get('/api/silent-shares?limit=2');
    expect(all.body).toHaveLength(2);
    expect(all.headers.get('x-next-cursor')).toBeTruthy();
    const next = await ben.get(`/api/silent-shares?limit=2&cursor=${all.headers.get('x-next-cursor')}`);
    expect(next.body[0].id < all.body[1].id).toBe(true);
    expect(
      (await ava.get(`/api/silent-shares?photoId=${publicPhoto}&limit=100`)).body.some((s: any) => s.id === made.body.share.id),
    ).toBe(false);
    expect((await ben.get('/api/silent-shares?photoId=../x')).status).toBe(400);
    expect((await ben.get('/api/silent-shares?cursor=garbage')).status).toBe(400);
  });

  it('lets only the creator revoke: others 404; the link then answers 404', async () => {
    const made = await share(ava, { photoId: publicPhoto });
    const link = linkOf(made.body.shareUrl);
    expect((await ben.request('DELETE', `/api/silent-shares/${made.body.share.id}`)).status).toBe(404);
    expect((await ava.request('DELETE', '/api/silent-shares/not-an-id')).status).toBe(404);
    expect((await visitor.get(`/api/shares/${link}`)).status).toBe(200);
    const revoked = await Promise.all(
      Array.from({ length: 5 }, () => ava.request('DELETE', `/api/silent-shares/${made.body.share.id}`)),
    );
    expect(revoked.map((r) => r.status).sort()).toEqual([204, 404, 404, 404, 404]);
    expect(await visitor.get(`/api/shares/${link}`)).toMatchObject({
      status: 404,
      body: { message: 'This share link is invalid or has been removed.' },
    });
  });
});

describe('links and the photo they open', () => {
  it("kills a member's link when the photo stops being public, and keeps the owner's", async () => {
    const photo = await upload(ava, { visibility: 'public' });
    const bens = linkOf((await share(ben, { photoId: photo })).body.shareUrl);
    const avas = linkOf((await share(ava, { photoId: photo })).body.shareUrl);
    expect((await visitor.get(`/api/shares/${bens}`)).status).toBe(200);
    expect((await ava.request('PATCH', `/api/photos/${photo}/privacy`, { privacy: { visibility: 'private' } })).status).toBe(200);
    expect((await visitor.get(`/api/shares/${bens}`)).status).toBe(404);
    expect((await visitor.get(`/api/shares/${avas}`)).status).toBe(200);
    // Public again: the member's link works again (it was never deleted, only refused).
    await ava.request('PATCH', `/api/photos/${photo}/privacy`, { privacy: { visibility: 'public' } });
    expect((await visitor.get(`/api/shares/${bens}`)).status).toBe(200);
  });

  it('deletes every link of a photo with the photo', async () => {
    const photo = await upload(ava, { visibility: 'public' });
    const made = await Promise.all([share(ava, { photoId: photo }), share(ben, { photoId: photo })]);
    expect((await ava.request('DELETE', `/api/photos/${photo}`)).status).toBe(204);
    for (const reply of made) expect((await visitor.get(`/api/shares/${linkOf(reply.body.shareUrl)}`)).status).toBe(404);
    const left = (await tableItems()).filter((item) => item.photoId === photo && String(item.type).startsWith('share'));
    expect(left).toEqual([]);
    expect((await ben.get(`/api/silent-shares?photoId=${photo}`)).body).toEqual([]);
  });
});
