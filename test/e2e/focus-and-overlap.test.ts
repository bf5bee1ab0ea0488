/**
 * Focus and overlap (issue 17 item 7, WCAG 2.4.7, 2.4.11, 1.4.11) in Chromium, at desktop width and at
 * 390 px: the welcome toast stays clear of the bell's open list; the floating upload button covers none
 * of the footer's controls at the bottom of the page; a photo thumbnail focused from the keyboard shows
 * a two-colour ring (dark outside, light inside) drawn over the picture.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { signInOn } from './support/members';

let app: LocalServer;
let browser: Browser;
/** Where the test leaves its screenshots, to look at. */
const SHOTS = process.env.FOCUS_SCREENSHOTS;

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: '390px', viewport: { width: 390, height: 844 } },
] as const;

withAppAndBrowser(
  {},
  async (started) => {
    ({ app, browser } = started);
    await app.objectStore.idle();
  },
  120_000,
);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

async function memberPage(viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInOn(page, app.url, 'ava@example.com');
  return page;
}

/** The RGB of one pixel of a PNG screenshot. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const near = (actual: [number, number, number], hex: string) => {
  const expected = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return actual.every((c, i) => Math.abs(c - expected[i]!) <= 24);
};

describe('focus and overlap', () => {
  for (const { name, viewport } of VIEWPORTS) {
    it(`${name}: the welcome toast does not cover the open notification list`, async () => {
      const page = await memberPage(viewport);
      const toast = page.getByTestId('toast').filter({ hasText: 'Welcome back' });
      await toast.waitFor();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.locator('.notification-panel');
      await panel.waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-toast-and-bell.png` });
      expect(overlaps(await box(toast), await box(panel))).toBe(false);
      await page.context().close();
    });

    it(`${name}: at the bottom of the page the upload button covers none of the footer's controls`, async () => {
      const page = await memberPage(viewport);
      await page.locator('.photo-card').first().waitFor();
      // The page can grow after the first scroll (the next page of photos, images settling), so keep
      // scrolling to the bottom until the bottom holds.
      await page.waitForFunction(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
      });
      const fab = await box(page.getByRole('link', { name: 'Upload photos' }));
      const controls = page.locator('.site-footer').locator('a, button');
      expect(await controls.count()).toBeGreaterThan(0);
      for (const control of await controls.all()) {
        expect(overlaps(fab, await box(control)), await control.innerText()).toBe(false);
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-footer-and-fab.png` });
      await page.context().close();
    });

    it(`${name}: a photo thumbnail focused from the keyboard shows a dark ring with a light inner edge`, async () => {
      const page = await memberPage(viewport);
      const card = page.locator('.photo-card[data-status="ready"]').first();
      await card.scrollIntoViewIfNeeded();
      await card.locator('.photo-image.is-loaded').waitFor();
      const thumbnail = card.locator('.photo-card__open');
      // Keyboard modality first, so the browser matches :focus-visible as it does for Tab.
      await page.keyboard.press('Tab');
      await thumbnail.focus();
      await thumbnail.scrollIntoViewIfNeeded();
      expect(await thumbnail.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      const area = await box(thumbnail);
      const png = await page.screenshot({ clip: area });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-focused-thumbnail.png`, clip: area });
      // The ring along the middle of the left edge: 3 px of dark violet, then 2 px of white, over the photo.
      const mid = area.height / 2;
      expect(near(await pixel(png, 1, mid), '#4c1d95')).toBe(true);
      expect(near(await pixel(png, 4, mid), '#ffffff')).toBe(true);
      await page.context().close();
    });
  }
});
