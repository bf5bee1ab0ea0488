/**
 * Focus and overlap (WCAG 2.4.7, 2.4.11, 1.4.11) in Chromium, at desktop width and at
 * 390 px: the welcome toast stays clear of the bell's open list; the floating upload button covers none
 * of the footer's controls at the bottom of the page; a photo thumbnail focused from the keyboard shows
 * a two-colour ring (dark outside, light inside) drawn over the picture. Toasts (docs/decisions/toast-placement.md): on the sign-up,
 * upload and settings screens no toast covers the focused control, the primary button or a field's
 * error (bounding boxes compared), the welcome toast stays on the landing page, and at 1280 px the
 * upload button leaves 'Post Comment' whole.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { DEMO_PASSWORD, signInOn } from './support/members';

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

/** The toasts on screen stay clear of each of these (those on screen), once the toaster has settled. */
async function expectToastsClearOf(page: Page, what: Record<string, Locator>): Promise<void> {
  const toasts = await page.getByTestId('toast').all();
  expect(toasts.length).toBeGreaterThan(0);
  // The toaster moves at the next frame after focus changes.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  for (const [name, locator] of Object.entries(what)) {
    for (const target of await locator.all()) {
      if (!(await target.isVisible())) continue;
      const targetBox = await box(target);
      for (const toast of toasts) expect(overlaps(await box(toast), targetBox), `a toast covers ${name}`).toBe(false);
    }
  }
}

/** The focused control (a region focused for screen readers with tabindex -1 is not one: the home's new photos). */
const focused = (page: Page) => page.locator(':focus:not([tabindex="-1"])');
const fieldErrors = (page: Page) => page.locator('.field__error');

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

    it(`${name}: sign-up: the welcome toast stays on the landing page; a failure toast covers no field, error or 'Create Account'`, async () => {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(app.url, { waitUntil: 'load' });
      await page.getByTestId('toast').filter({ hasText: 'Sign in to start sharing' }).waitFor();
      await page.getByRole('link', { name: 'Get Started' }).first().click();
      const create = page.getByRole('button', { name: 'Create Account' });
      await create.waitFor();
      await expect.poll(() => page.getByTestId('toast').count()).toBe(0);

      // A taken address: the form stays, with the failure toast.
      await page.getByLabel('First name').fill('Ava');
      await page.getByLabel('Last name').fill('Again');
      await page.getByLabel('Email').fill('ava@example.com');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await create.click();
      // The short password's error stands beside its field, not in the toast.
      const passwordError = fieldErrors(page).first();
      await passwordError.waitFor();
      const passwordBox = await box(page.getByLabel('Password', { exact: true }));
      expect((await box(passwordError)).y).toBeGreaterThanOrEqual(passwordBox.y + passwordBox.height - 1);
      expect((await box(passwordError)).y).toBeLessThan(passwordBox.y + passwordBox.height + 80);

      await page.getByLabel('Password', { exact: true }).fill('a long enough password');
      await create.click();
      await page.getByTestId('toast').filter({ hasText: 'Sign up failed' }).waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-sign-up-toast.png` });
      await expectToastsClearOf(page, {
        'the focused control': focused(page),
        "'Create Account'": create,
        "a field's error": fieldErrors(page),
      });
      for (const label of ['First name', 'Last name', 'Email']) {
        await page.getByLabel(label).focus();
        await expectToastsClearOf(page, { [label]: focused(page), "'Create Account'": create });
      }
      await page.context().close();
    });

    it(`${name}: upload: the success toast covers neither the focused control nor the first photo's title`, async () => {
      const page = await memberPage(viewport);
      await page.goto(`${app.url}/upload`);
      const photo = await sharp({ create: { width: 640, height: 480, background: '#2a6f97', channels: 3 } })
        .jpeg()
        .toBuffer();
      await page.getByLabel('Choose photos to upload').setInputFiles([{ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo }]);
      const upload = page.getByRole('button', { name: 'Upload 1 Photo' });
      await upload.click();
      await page.getByTestId('toast').filter({ hasText: 'uploaded successfully' }).waitFor();
      await expectToastsClearOf(page, { 'the focused control': focused(page) });
      await page.waitForURL(`${app.url}/`);
      const firstTitle = page.locator('.photo-card__title').first();
      await firstTitle.waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-upload-toast.png` });
      if ((await page.getByTestId('toast').count()) > 0) {
        await expectToastsClearOf(page, { "the first photo's title": firstTitle, 'the focused control': focused(page) });
      }
      await page.context().close();
    });

    it(`${name}: settings: 'Profile updated' covers neither the new-password field, its error nor 'Change password'`, async () => {
      const page = await memberPage(viewport);
      await page.goto(`${app.url}/settings`);
      await page.getByLabel('First name').fill('Ava');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('toast').filter({ hasText: 'Profile updated' }).waitFor();
      const change = page.getByRole('button', { name: 'Change password' });
      await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByLabel('New password', { exact: true }).fill('short');
      await change.click();
      await fieldErrors(page).first().waitFor();
      await page.getByLabel('New password', { exact: true }).focus();
      await page.getByLabel('New password', { exact: true }).scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-settings-toast.png` });
      await expectToastsClearOf(page, {
        'the new-password field': focused(page),
        "a field's error": fieldErrors(page),
        "'Change password'": change,
      });
      await page.context().close();
    });
  }

  it("1280 px: the floating upload button leaves 'Post Comment' whole, wherever the page is scrolled", async () => {
    const page = await memberPage({ width: 1280, height: 900 });
    const [photo] = await page.evaluate(async () => (await (await fetch('/api/photos')).json()) as { id: string }[]);
    await page.goto(`${app.url}/photo/${photo!.id}`);
    const post = page.getByRole('button', { name: 'Post Comment' });
    await post.waitFor();
    const fab = page.getByRole('link', { name: 'Upload photos' });
    // The button at the very bottom of the window, where the floating button stands.
    for (const bottomGap of [0, 20, 40]) {
      await post.evaluate((el, gap) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + gap), bottomGap);
      expect(overlaps(await box(fab), await box(post)), `bottom gap ${bottomGap}`).toBe(false);
    }
    // Reached from the keyboard, it stops above the floating button.
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Lovely');
    await post.focus();
    expect(overlaps(await box(fab), await box(post))).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-post-comment-and-fab.png` });
    await page.context().close();
  });
});
