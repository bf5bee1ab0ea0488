/**
 * AI Restyle in a real browser: after a restyle the dialog shows what changed (the style's mood
 * and tags beside the subject's), and the photo's page shows the new mood. At 1280 px and at 390 px.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Photo } from '../../shared/schemas/photo';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { photoOfAva, signInOn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

describe('AI Restyle in a real browser', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`changes the mood with the style and shows the changed tags and mood at ${viewport.width} px`, async () => {
      const { id } = await photoOfAva(app, `moods-${viewport.width}.jpg`, { from: '#0f766e', to: '#fde68a' }, 'private');
      const page = await (await browser.newContext({ viewport })).newPage();
      await signInOn(page, app.url, 'ava@example.com');
      await page.goto(`${app.url}/photo/${id}`);
      const read = () => page.evaluate(async (photoId) => (await (await fetch(`/api/photos/${photoId}`)).json()) as Photo, id);
      const before = await read();

      await page.getByRole('button', { name: 'Photo actions' }).click();
      await page.getByRole('menuitem', { name: 'AI Restyle' }).click();
      const dialog = page.getByRole('dialog', { name: 'AI Restyle' });
      await dialog.locator('label').filter({ hasText: 'Nostalgic' }).click();
      await dialog.getByRole('button', { name: 'Restyle' }).click();

      const result = dialog.locator('.restyle-result');
      await result.waitFor();
      const shown = (await result.innerText()).toLowerCase();
      expect(shown).toContain(`${before.mood} →`);
      expect(shown).toContain('wistful');
      expect(await result.locator('.restyle-result__tag--new').allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringContaining('#nostalgic'), expect.stringContaining('#memories')]),
      );
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });

      const after = await read();
      expect(after.mood).toBe('wistful');
      expect(after.mood).not.toBe(before.mood);
      expect(after.tags).toEqual(expect.arrayContaining(before.tags.slice(0, 6)));
      await page.locator('.photo-detail .mood-chip').filter({ hasText: 'wistful' }).waitFor();
      await page.context().close();
    });
  }
});
