/**
 * Local mode's start sees its photos again when a look came that they were analysed without: here the
 * ImageNet look, on photos stored as a machine without its weights stored them. A photo whose words are
 * still the analysis's own gets new ones; a member's words stay and gain the seen things' tags.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getPhoto } from '../../functions/data/photos/photo';
import { recordDetections } from '../../functions/data/photos/photo-analysis';
import { client, startApp } from './support/local-app';
import { uploadViaStorage } from './support/photos';

const dataDir = mkdtempSync(join(tmpdir(), 'snifty-seen-again-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const chelsea = () => ({ name: 'chelsea.jpg', bytes: readFileSync('infra/local/real-photos/chelsea.jpg') });
const WITHOUT_IMAGENET = {
  title: 'An Animal Would Like a Word',
  description: 'An animal, in warm light.',
  mood: 'calm',
  tags: ['animal'],
};

describe('photos seen again at the next start', { timeout: 180_000 }, () => {
  it('gives a photo analysed without the ImageNet look its words, and a restyled one only its tags', async () => {
    // Prepare: two photos of the cat, one restyled by its owner, both stored as without the ImageNet look.
    const first = await startApp({ dataDir, demoPhotos: false });
    const ava = client(first.url);
    await ava.post('/api/auth/signin', { email: 'ava@example.com', password: 'snifty-demo-2026' });
    const [plain, restyled] = await uploadViaStorage(first, ava, [chelsea(), chelsea()]);
    expect((await ava.post(`/api/photos/${restyled}/reanalyze`, { style: 'poetic' })).status).toBe(200);
    for (const id of [plain!, restyled!]) {
      const photo = (await getPhoto(id))!;
      const words = id === plain ? WITHOUT_IMAGENET : { tags: ['animal'] };
      expect(await recordDetections(photo, { ...photo.detections!, imagenet: null }, words)).not.toBeNull();
    }
    const restyledTitle = (await getPhoto(restyled!))!.title;
    await first.stop();

    // Act: the next start (its stop waits for the pass it began in the background).
    const second = await startApp({ dataDir, demoPhotos: false });
    await second.stop();
    const third = await startApp({ dataDir, demoPhotos: false, seed: false });
    const [seenPlain, seenRestyled] = [(await getPhoto(plain!))!, (await getPhoto(restyled!))!];
    await third.stop();

    // Assess
    expect(seenPlain.detections?.imagenet?.length).toBeGreaterThan(0);
    expect(seenPlain.title).not.toBe(WITHOUT_IMAGENET.title);
    expect(`${seenPlain.title} ${seenPlain.description}`.toLowerCase()).toMatch(/\bcat\b/);
    expect(seenPlain.tags[0]).toBe('cat');
    expect(seenRestyled.title).toBe(restyledTitle);
    expect(seenRestyled.tags).toEqual(expect.arrayContaining(['cat', 'animal']));
    expect(seenRestyled.detections?.imagenet?.length).toBeGreaterThan(0);
  });
});
