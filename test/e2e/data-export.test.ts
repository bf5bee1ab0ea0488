/**
 * Download my data in a real browser, on a phone and a desktop: the member asks on
 * Settings, watches the copy being packed, downloads the zip, and it holds their photos and a data.json
 * that parses with the shared schema.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_MESSAGES as M } from '../../shared/messages/data-export';
import { ARCHIVE_DATA_FILE, archiveData } from '../../shared/schemas/data-export';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { photoOfAva, signInOn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

describe('download my data', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`asks, waits and downloads a zip of the member's photos and data at ${viewport.width} px`, async () => {
      const photo = await photoOfAva(app, `export-${viewport.width}.jpg`, { from: '#1d4ed8', to: '#fde68a' }, 'private');
      const page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
      await signInOn(page, app.url, 'ava@example.com');
      await page.goto(`${app.url}/settings`);
      const section = page.getByRole('region', { name: M.heading });
      await section.scrollIntoViewIfNeeded();
      const ask = section.getByRole('button', { name: /Prepare/ });
      await ask.click();
      // The button stays away while the copy is packed (an earlier copy's link with it).
      await ask.waitFor({ state: 'hidden' });
      const link = section.getByRole('link', { name: M.download });
      await link.waitFor({ timeout: 30_000 });

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('snifty-photos-data.zip');
      const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
      expect(Object.keys(files)).toEqual(
        expect.arrayContaining([`photos/${photo.id}/original.jpg`, `photos/${photo.id}/current.webp`, ARCHIVE_DATA_FILE]),
      );
      const data = archiveData.parse(JSON.parse(new TextDecoder().decode(files[ARCHIVE_DATA_FILE])));
      expect(data.photos.find((p) => p.id === photo.id)).toMatchObject({ title: photo.title, privacy: { visibility: 'private' } });
      await page.context().close();
    }, 90_000);
  }
});
