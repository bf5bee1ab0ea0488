/**
 * The photo editor in a real browser (issue 11): the owner opens the editor from a card's menu, applies
 * a filter, the square crop preset and a text watermark, saves, and finds the edit as a new square photo
 * beside the original in the feed, with its own AI text. The editor asks nothing of any other origin.
 * Opening the editor on the edit offers to continue from its saved design state. All of it runs under
 * the site's Content-Security-Policy with no violation reported.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Photo } from '../../shared/schemas/photo';
import type { LocalServer } from '../../infra/local/server';
import { jpegWithGps } from '../integration/support/photos';
import { withAppAndBrowser } from './support/app-and-browser';
import { watchCspViolations } from './support/csp';
import { signedIn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

describe('the photo editor in a real browser', () => {
  it('edits a photo with a filter, the square preset and a watermark, and saves it as a new square photo', async () => {
    const page = await signedIn(browser, app.url, 'ava@example.com');
    // The editor (styled-components, konva, blob: images) runs under the site's Content-Security-Policy.
    const csp = await watchCspViolations(page.context());
    // The app and its storage emulator are on this machine; anything else (translations, fonts) is not ours.
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) foreign.push(request.url());
    });

    const file = join(mkdtempSync(join(tmpdir(), 'snifty-editor-')), 'harbour.jpg');
    writeFileSync(file, await jpegWithGps({ width: 800, height: 500, from: '#ff5f6d', to: '#2193b0' }));
    await page.goto(`${app.url}/upload`);
    await page.getByLabel('Choose photos to upload').setInputFiles([file]);
    await page.getByRole('button', { name: 'Upload 1 Photo' }).click();
    await page.waitForURL(`${app.url}/`);
    const readyCards = page.locator('.photo-card[data-status="ready"]');
    await expect.poll(() => readyCards.count(), { timeout: 15_000 }).toBe(1);
    const originalTitle = await page.locator('.photo-card__title').first().innerText();

    const editorChunk = page.waitForRequest((request) => /\/assets\/photo-editor-[^/]+\.js$/.test(request.url()));
    await page.getByRole('button', { name: 'Photo actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit photo' }).click();
    await editorChunk;
    const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
    await dialog.getByText('800 × 500 px').waitFor();

    await dialog.getByText('Filters', { exact: true }).click();
    await dialog.getByText('Clarendon', { exact: true }).click();
    await dialog.locator('.FIE_tab').getByText('Adjust', { exact: true }).click();
    await pickFromMenu(
      page,
      dialog.locator('.FIE_crop-tool'),
      page.getByText('Square', { exact: true }),
      dialog.getByText('500 × 500 px'),
    );
    await dialog.getByText('Watermark', { exact: true }).click();
    await pickFromMenu(
      page,
      dialog.getByText('+ Add watermark'),
      page.getByText('Add as text'),
      dialog.locator('.FIE_watermark-options-wrapper'),
    );

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saving...' }).waitFor();
    await page.getByText('Photo edited successfully').waitFor();
    await page.getByText('Your changes have been saved').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The edit stands beside the original, analysed on its own.
    await expect.poll(() => readyCards.count(), { timeout: 15_000 }).toBe(2);
    const photos = await page.evaluate(async () => (await (await fetch('/api/photos')).json()) as Photo[]);
    const [edited, original] = photos;
    expect(original!.title).toBe(originalTitle);
    expect(edited!.status).toBe('ready');
    // The square crop of the 800 x 500 photo, at the photo's own resolution.
    expect(edited!.width).toBe(500);
    expect(edited!.height).toBe(500);
    expect(edited!.title).not.toBe(original!.title);
    expect(edited!.description!.length).toBeGreaterThan(20);
    expect(edited!.privacy).toEqual(original!.privacy);
    expect(await page.locator('.photo-card__title').allInnerTexts()).toEqual([edited!.title, original!.title]);
    expect(foreign).toEqual([]);
    expect(csp.violations).toEqual([]);

    // Re-edit: the edit offers to continue from its saved design state (on the original's image).
    await page.getByRole('button', { name: 'Photo actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Edit photo' }).click();
    await dialog.getByRole('button', { name: 'Continue editing' }).click();
    await dialog.getByText('500 × 500 px').waitFor();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

/**
 * Opens one of the editor's pop-up menus with `opener`, picks `item`, and waits for `done` to show, with
 * the menu closed. Under load a pick sometimes took no effect (2 in 15 runs: the square preset not
 * applied, or the watermark menu left open over the Save button), so the pick is made again, at most
 * three times, as a person would click again; a menu left open is closed by a click on its backdrop.
 */
async function pickFromMenu(page: Page, opener: Locator, item: Locator, done: Locator): Promise<void> {
  const backdrop = page.locator('.SfxPopper-Overlay');
  for (let attempt = 1; ; attempt += 1) {
    if ((await backdrop.count()) > 0 && !(await item.isVisible())) await backdrop.click({ position: { x: 1, y: 1 } });
    if ((await backdrop.count()) === 0) await opener.click();
    await item.click();
    const picked = await done.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (picked) break;
    if (attempt === 3) throw new Error(`picking ${item.toString()} took no effect in three tries`);
  }
  if ((await backdrop.count()) > 0) await backdrop.click({ position: { x: 1, y: 1 } });
  await backdrop.waitFor({ state: 'detached' });
}
