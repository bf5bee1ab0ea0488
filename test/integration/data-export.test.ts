/**
 * Download my data: a member asks, the job packs in the background, the page sees the
 * progress, a mail says it is ready, and the zip holds every photo (original and current image) and a
 * data.json that parses with the shared schema, private photos and sealed capsules included. One copy at a
 * time (forty requests queue one), a few a day, only for the member, and gone with the account.
 */
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORTS_PER_DAY } from '../../shared/constants';
import { DATA_EXPORT_MESSAGES } from '../../shared/messages/data-export';
import { ARCHIVE_DATA_FILE, archiveData, dataExportStatus } from '../../shared/schemas/data-export';
import { DEMO_PASSWORD } from '../../infra/local/seed';
import { mailTo } from './support/local-app';
import { useDemoMembers } from './support/members';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { packed } from './support/data-export';

const { app, ava, ben, chloe, visitor, ids } = useDemoMembers();
let privatePhoto: string;
let publicPhoto: string;

beforeAll(async () => {
  [privatePhoto, publicPhoto] = (await uploadViaStorage(app, ava, [
    { name: 'p.jpg', bytes: await jpegWithGps() },
    { name: 'q.jpg', bytes: await jpegWithGps({ from: '#123456', to: '#abcdef' }) },
  ])) as [string, string];
  await ava.patch(`/api/photos/${publicPhoto}/privacy`, { privacy: { visibility: 'public' } });
  await ava.post('/api/memory-capsules', {
    photoId: privatePhoto,
    journalEntry: 'Our secret summer',
    unlockDate: '2099-01-01',
    tags: [],
  });
  await ava.post(`/api/photos/${publicPhoto}/comments`, { content: 'First light' });
  expect((await ava.post(`/api/photos/${publicPhoto}/likes`)).status).toBe(200);
});

describe('download my data', () => {
  it('packs every photo and what surrounds them, mails the member, and the zip parses with the shared schema', async () => {
    expect((await ava.get('/api/auth/user/export')).status).toBe(404);
    const asked = await ava.post('/api/auth/user/export');
    expect(asked.status).toBe(202);
    expect(dataExportStatus.parse(asked.body)).toMatchObject({ status: 'queued', downloadUrl: null });

    const copy = await packed(ava);
    expect(copy).toMatchObject({ status: 'ready', done: 2, total: 2 });
    expect(copy.sizeBytes).toBeGreaterThan(1000);
    expect(Date.parse(copy.expiresAt!) - Date.parse(copy.readyAt!)).toBe(24 * 3_600_000);

    const download = await fetch(copy.downloadUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename="snifty-photos-data.zip"/);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    for (const id of [privatePhoto, publicPhoto]) {
      expect(files[`photos/${id}/original.jpg`]?.length).toBeGreaterThan(100);
      expect(files[`photos/${id}/current.webp`]?.length).toBeGreaterThan(100);
    }
    const data = archiveData.parse(JSON.parse(new TextDecoder().decode(files[ARCHIVE_DATA_FILE])));
    expect(data.member).toMatchObject({ id: ids.ava, email: 'ava@example.com' });
    expect(data.photos.map((p) => p.id).sort()).toEqual([privatePhoto, publicPhoto].sort());
    expect(data.photos.find((p) => p.id === privatePhoto)).toMatchObject({
      privacy: { visibility: 'private' },
      originalFile: `photos/${privatePhoto}/original.jpg`,
    });
    expect(data.capsules).toEqual([expect.objectContaining({ photoId: privatePhoto, journalEntry: 'Our secret summer' })]);
    expect(data.comments).toEqual([expect.objectContaining({ photoId: publicPhoto, content: 'First light' })]);
    // Exactly the fields the archive's schema lists.
    expect(data.reactions).toEqual([{ photoId: publicPhoto, reaction: 'like' }]);
    const rawReactions = JSON.parse(new TextDecoder().decode(files[ARCHIVE_DATA_FILE])).reactions as object[];
    expect(rawReactions.map((r) => Object.keys(r).sort())).toEqual([['photoId', 'reaction']]);

    const [mail] = await mailTo(app.url, 'ava@example.com').then((mails) =>
      mails.filter((m) => m.subject === DATA_EXPORT_MESSAGES.mailSubject),
    );
    expect(mail?.text).toContain('/settings#data-export');
  });

  it('queues one copy for forty requests at once, and the rest hear that one is being prepared', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => ben.post('/api/auth/user/export')));
    expect(replies.filter((r) => r.status === 202)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 202)) {
      expect(reply).toMatchObject({ status: 409, body: { message: DATA_EXPORT_MESSAGES.alreadyRunning } });
    }
    expect((await packed(ben)).status).toBe('ready');
  });

  it('allows a few copies a day, counted when asked: the next is a 429 with Retry-After', async () => {
    for (let i = 1; i < DATA_EXPORTS_PER_DAY; i += 1) {
      expect((await ben.post('/api/auth/user/export')).status).toBe(202);
      await packed(ben);
    }
    const refused = await ben.post('/api/auth/user/export');
    expect(refused).toMatchObject({ status: 429, body: { message: DATA_EXPORT_MESSAGES.tooMany(DATA_EXPORTS_PER_DAY) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('is only the member’s: others have none, a visitor is 401, the link without its signature is refused', async () => {
    const copy = dataExportStatus.parse((await ava.get('/api/auth/user/export')).body);
    expect((await chloe.get('/api/auth/user/export')).status).toBe(404);
    expect((await visitor.get('/api/auth/user/export')).status).toBe(401);
    expect((await visitor.post('/api/auth/user/export')).status).toBe(401);
    const unsigned = new URL(copy.downloadUrl!);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });

  it('goes with the account: the archive is deleted and its old link finds nothing', async () => {
    const chloeCopy = await chloe.post('/api/auth/user/export');
    expect(chloeCopy.status).toBe(202);
    const copy = await packed(chloe);
    expect((await fetch(copy.downloadUrl!)).status).toBe(200);
    const gone = await chloe.delete('/api/auth/user', { password: DEMO_PASSWORD });
    expect(gone.status).toBe(204);
    expect((await fetch(copy.downloadUrl!)).status).toBe(404);
  });
});
