/**
 * Photos in a real browser: a member uploads ten photos at once, watches the progress, lands on the
 * feed and sees each card get its own AI text and colours; a second member sees the public ones and
 * none of the private one by any route; served images carry no GPS; the drop zone refuses a renamed
 * text file, an 11th file and an 11 MB file with the fixed messages.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { jpegWithGps } from '../integration/support/photos';
import { withAppAndBrowser } from './support/app-and-browser';
import { signedIn as signedInAs, signInOn } from './support/members';

let app: LocalServer;
let browser: Browser;
const folder = mkdtempSync(join(tmpdir(), 'snifty-e2e-'));

const PALETTES: [string, string][] = [
  ['#ff5f6d', '#ffc371'],
  ['#2193b0', '#6dd5ed'],
  ['#134e5e', '#71b280'],
  ['#f7971e', '#ffd200'],
  ['#8e2de2', '#4a00e0'],
  ['#232526', '#414345'],
  ['#ee0979', '#ff6a00'],
  ['#00b09b', '#96c93d'],
  ['#fc5c7d', '#6a82fb'],
  ['#e0eafc', '#cfdef3'],
];

async function writePhoto(name: string, from: string, to: string, size?: { width: number; height: number }): Promise<string> {
  const path = join(folder, name);
  writeFileSync(path, await jpegWithGps({ from, to, ...size }));
  return path;
}

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

const signedIn = (email: string) => signedInAs(browser, app.url, email);

const cardTitles = (page: Page) => page.locator('.photo-card .photo-card__title').allInnerTexts();

describe('photos in a real browser', () => {
  let privateTitle = '';

  it('shows every upload preview at one height, a tall photo like a wide one, at 1280 and 390 px', async () => {
    const files = [
      await writePhoto('wide.jpg', '#ff5f6d', '#ffc371', { width: 1600, height: 600 }),
      await writePhoto('tall.jpg', '#2193b0', '#6dd5ed', { width: 600, height: 1800 }),
      await writePhoto('square.jpg', '#134e5e', '#71b280', { width: 900, height: 900 }),
    ];
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await signedIn('ava@example.com');
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/upload`);
      await page.getByLabel('Choose photos to upload').setInputFiles(files);
      const previews = page.locator('.photo-tile__preview');
      await expect.poll(() => page.locator('.photo-tile__preview img').count()).toBe(3);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.photo-tile__preview img')].every((img) => (img as HTMLImageElement).complete),
      );
      const heights = await previews.evaluateAll((boxes) => boxes.map((box) => Math.round(box.getBoundingClientRect().height)));
      expect(new Set(heights).size, `${viewport.width} px: ${heights.join(', ')}`).toBe(1);
      await page.context().close();
    }
  });
  it('speaks of dragging photos only where there is a mouse: a phone is told of its photo picker alone', async () => {
    const phone = await (
      await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    ).newPage();
    await signInOn(phone, app.url, 'ava@example.com');
    await phone.goto(`${app.url}/upload`);
    await phone.getByRole('button', { name: 'Choose Photos', exact: true }).waitFor();
    expect(await phone.getByText('Drag and drop your photos here').isVisible()).toBe(false);
    await phone.context().close();

    const desktop = await signedIn('ava@example.com');
    await desktop.goto(`${app.url}/upload`);
    await desktop.getByText('Drag and drop your photos here').waitFor();
    await desktop.context().close();
  });

  let publicTitles: string[] = [];

  it('uploads ten photos at once with progress, then shows each with its own AI text and colours', async () => {
    const page = await signedIn('ava@example.com');

    // A private photo first, on its own.
    await page.goto(`${app.url}/upload`);
    await page.getByLabel('Choose photos to upload').setInputFiles([await writePhoto('diary.jpg', '#333333', '#777777')]);
    await page.getByRole('radio', { name: 'Private' }).check();
    await page.getByRole('button', { name: 'Upload 1 Photo' }).click();
    await page.getByText('1 photo(s) uploaded successfully! AI is analyzing them now.').waitFor();
    await page.waitForURL(`${app.url}/`);

    // Then ten public ones at once, watching that no card looks broken while its photo is analysed.
    await page.addInitScript(() => {
      const watch: { cards: number; broken: string[] } = { cards: 0, broken: [] };
      (window as unknown as { analysing: typeof watch }).analysing = watch;
      new MutationObserver(() => {
        for (const card of document.querySelectorAll('.photo-card[data-status="processing"]')) {
          watch.cards += 1;
          if (card.querySelector('.photo-image__failed')) watch.broken.push(card.textContent ?? '');
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${app.url}/upload`);
    const files = await Promise.all(
      PALETTES.map(([from, to], i) => writePhoto(`trip-${i + 1}.jpg`, from, to, i % 3 ? undefined : { width: 480, height: 720 })),
    );
    await page.getByLabel('Choose photos to upload').setInputFiles(files);
    await page.getByText('10 of 10').waitFor();
    await page.getByRole('radio', { name: 'Public' }).check();
    await page.getByRole('button', { name: 'Upload 10 Photos' }).click();
    await page.getByRole('progressbar').first().waitFor();
    await page.getByText('10 photo(s) uploaded successfully! AI is analyzing them now.').waitFor();
    const start = Date.now();
    await page.waitForURL(`${app.url}/`);
    expect(Date.now() - start).toBeLessThan(3000);

    // Within seconds every card has its AI text (no card still processing) and its colours.
    await expect.poll(async () => page.locator('.photo-card').count(), { timeout: 15_000 }).toBe(11);
    await expect.poll(async () => page.locator('.photo-card[data-status="ready"]').count(), { timeout: 15_000 }).toBe(11);
    const analysing = await page.evaluate(() => (window as unknown as { analysing: { cards: number; broken: string[] } }).analysing);
    expect(analysing.cards, 'cards were seen while their photos were analysed').toBeGreaterThan(0);
    expect(analysing.broken).toEqual([]);
    const titles = await cardTitles(page);
    expect(new Set(titles).size).toBe(11);
    for (const title of titles) expect(title).not.toMatch(/^trip-\d+$|^trip \d+$|^diary$/);
    const descriptions = await page.locator('.photo-card p').allInnerTexts();
    expect(descriptions.filter((d) => d.length > 30).length).toBeGreaterThanOrEqual(11);
    // Every card shows its dominant colours, measured from its own pixels.
    const swatchesPerCard = await page
      .locator('.photo-card')
      .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('.swatches__swatch').length));
    expect(swatchesPerCard.every((n) => n >= 1)).toBe(true);

    // The owner sees privacy badges; remember which title is the private one.
    const privateCard = page.locator('.photo-card').filter({ hasText: 'Private' });
    await expect.poll(() => privateCard.count()).toBe(1);
    privateTitle = await privateCard.locator('.photo-card__title').innerText();
    publicTitles = titles.filter((t) => t !== privateTitle);
    expect(publicTitles).toHaveLength(10);

    // The served image carries no GPS (nor any EXIF).
    const src = await page.locator('.photo-card img[src*="/media/"]').first().getAttribute('src');
    expect(src).toBeTruthy();
    const served = await page.request.get(src!);
    expect(served.status()).toBe(200);
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    await page.context().close();
  });

  it('shows a second member the public photos and none of the private one, by any route', async () => {
    const page = await signedIn('ben@example.com');
    await expect.poll(async () => (await cardTitles(page)).length, { timeout: 10_000 }).toBe(10);
    const titles = await cardTitles(page);
    expect(titles.sort()).toEqual([...publicTitles].sort());
    expect(titles).not.toContain(privateTitle);
    // No owner badges or menus on someone else's photos.
    expect(await page.locator('.photo-card').filter({ hasText: 'Public' }).count()).toBe(0);

    // Not on Ava's profile list through the API, not by its id.
    const avaId = await page.evaluate(async () => {
      const photos = (await (await fetch('/api/photos')).json()) as { userId: string }[];
      return photos[0]!.userId;
    });
    const profile = await page.evaluate(
      async (id) => (await (await fetch(`/api/users/${id}/photos`)).json()) as { title: string }[],
      avaId,
    );
    expect(profile.map((p) => p.title)).not.toContain(privateTitle);

    const ownerPage = await signedIn('ava@example.com');
    const privateId = await ownerPage.evaluate(async (title) => {
      const photos = (await (await fetch('/api/photos')).json()) as { id: string; title: string }[];
      return photos.find((p) => p.title === title)!.id;
    }, privateTitle);
    await page.goto(`${app.url}/photo/${privateId}`);
    await page.getByText('Photo not found').waitFor();
    const direct = await page.request.get(`${app.url}/api/photos/${privateId}`);
    expect(direct.status()).toBe(404);
    await ownerPage.context().close();
    await page.context().close();
  });

  it('refuses a renamed text file, an 11th file and an 11 MB file with the fixed messages', async () => {
    const page = await signedIn('ava@example.com');
    await page.goto(`${app.url}/upload`);
    const input = page.getByLabel('Choose photos to upload');

    const notes = join(folder, 'notes.jpg');
    writeFileSync(notes, 'just some text, not a picture');
    const huge = join(folder, 'huge.jpg');
    writeFileSync(huge, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]));
    await input.setInputFiles([notes, huge]);
    const rejected = page.locator('.rejected-files__item');
    await expect.poll(() => rejected.count()).toBe(2);
    await page
      .locator('.rejected-files__item', { hasText: 'notes.jpg' })
      .getByText(/^File type must be /)
      .waitFor();
    await page.locator('.rejected-files__item', { hasText: 'huge.jpg' }).getByText('File is larger than 10485760 bytes').waitFor();

    const eleven = await Promise.all(
      Array.from({ length: 11 }, (_, i) => writePhoto(`eleven-${i + 1}.jpg`, '#123456', '#abcdef', { width: 64, height: 48 })),
    );
    await input.setInputFiles(eleven);
    await page.getByText('10 of 10').waitFor();
    await page.locator('.rejected-files__item', { hasText: 'eleven-11.jpg' }).getByText('Too many files').waitFor();
    await page.context().close();
  });
});
