/**
 * A newcomer's first week on a 390 px phone, in Chromium on the demo: the phone menu reaches
 * every destination; the Tribe Feeds screen's All Public tab holds no tribe-only photo while the Family
 * tab marks it 'Shared with Family'; the profile's Liked and Following tabs; restyle reopens on the
 * photo's current style; and a keyboard-only walk (Tab, Shift+Tab, Enter, Escape and arrows, no mouse)
 * through sign-in, upload, a photo's menu and the bell, where every focused control shows a visible
 * focus indicator. Each walk step leaves a screenshot in NEWCOMER_SCREENSHOTS (default: a /tmp folder).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { jpegWithGps } from '../integration/support/photos';
import { withAppAndBrowser } from './support/app-and-browser';
import { signInOn, waitForScreen } from './support/members';

let app: LocalServer;
let browser: Browser;
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.NEWCOMER_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'snifty-newcomer-'));
mkdirSync(SHOTS, { recursive: true });

withAppAndBrowser(
  {},
  async (started) => {
    ({ app, browser } = started);
    await app.objectStore.idle();
  },
  120_000,
);

async function phone(): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

async function phoneMember(email: string): Promise<Page> {
  const page = await phone();
  await signInOn(page, app.url, email);
  return page;
}

/** What the focused element is and whether its focus indicator can be seen (outline or ring shadow). */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', visible: false, describe: 'body' };
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
    // The ring colour (--color-focus-ring) drawn as a box-shadow, where a control uses one instead of an outline.
    const ring = style.boxShadow !== 'none' && /rgba?\(76, 29, 149(, 1)?\)/.test(style.boxShadow);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return {
      name,
      visible: outline || ring,
      describe: `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] "${name}" outline=${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} shadow=${style.boxShadow}`,
    };
  });

let step = 0;
/** Asserts the focused control shows its focus, and saves the screen to look at. */
async function expectVisibleFocus(page: Page, label: string) {
  // Rings fade in (a short transition): judge the settled look.
  await page.waitForTimeout(350);
  const state = await focusState(page);
  step += 1;
  await page.screenshot({ path: join(SHOTS, `${String(step).padStart(2, '0')}-${label}.png`) });
  expect(state.visible, `${label}: ${state.describe}`).toBe(true);
}

/** The element to reach: a CSS selector it matches and, optionally, its trimmed text. */
type Target = { selector: string; text?: RegExp };

/** Presses `key` (Tab or Shift+Tab) until the focused element is the target. */
async function tabUntil(page: Page, target: Target, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const found = await page.evaluate(
      ({ selector, text }) => {
        const el = document.activeElement;
        if (!el || el === document.body || !el.matches(selector)) return false;
        return text === null || new RegExp(text).test(el.textContent?.trim() ?? '');
      },
      { selector: target.selector, text: target.text?.source ?? null },
    );
    if (found) return;
  }
  throw new Error(`nothing matching ${target.selector} ${target.text ?? ''} after ${max} presses of ${key}`);
}

describe('a newcomer on a 390 px phone', () => {
  it('reaches every destination from the phone menu', async () => {
    const page = await phoneMember('ben@example.com');
    // Each destination, its address and the title of the screen it draws (the feed tabs are the home's).
    const destinations: [string, RegExp, string][] = [
      ['Home', /\/$/, 'Home'],
      ['Trending', /\/\?tab=trending$/, 'Home'],
      ['Following', /\/\?tab=following$/, 'Home'],
      ['Tribe Feeds', /\/tribe-feed$/, 'Tribe Feeds'],
      ['My Tribes', /\/tribes$/, 'My Tribes'],
      ['Memories', /\/capsules$/, 'Memories'],
      ['API Keys', /\/api-keys$/, 'API Keys'],
      ['Settings', /\/settings$/, 'Settings'],
    ];
    for (const [name, url, title] of destinations) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
      await page.waitForURL(url);
      expect(page.url(), name).toMatch(url);
      // The next menu is opened on the new screen: one opened on the old screen goes with it.
      await waitForScreen(page, title);
    }
    await page.context().close();
  });

  it("keeps tribe-only photos out of All Public, marks them 'Shared with Family' in the Family tab, and names the tab's members", async () => {
    const page = await phoneMember('ben@example.com');
    const publicIds = await page.evaluate(async () =>
      ((await (await fetch('/api/photos/public')).json()) as { id: string }[]).map((p) => p.id),
    );
    const feed = await page.evaluate(
      async () => (await (await fetch('/api/photos')).json()) as { id: string; title: string; privacy: { visibility: string } }[],
    );
    const tribeOnly = feed.filter((p) => p.privacy.visibility === 'tribes');
    expect(tribeOnly.length).toBeGreaterThan(0);
    for (const p of tribeOnly) expect(publicIds).not.toContain(p.id);

    await page.goto(`${app.url}/tribe-feed`);
    const allPublic = page.getByRole('list', { name: 'All public photos' });
    await allPublic.locator('.photo-card').first().waitFor();
    for (const p of tribeOnly) await expect.poll(() => allPublic.getByText(p.title, { exact: true }).count()).toBe(0);
    expect(await allPublic.getByText(/^Shared with/).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'tribe-feed-all-public.png') });

    const familyTab = page.getByRole('tab', { name: /^Ava's Family \d+ members?$/ });
    await familyTab.click();
    const family = page.getByRole('list', { name: 'Photos shared with Family' });
    await family.getByText('Shared with Family').first().waitFor();
    expect(await familyTab.locator('[data-testid="tab-count"]').textContent()).toMatch(/^\d+ members?$/);
    await page.screenshot({ path: join(SHOTS, 'tribe-feed-family.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'tribe-feed-family-desktop.png') });
    await page.context().close();
  });

  it('shows Liked and Following on the profile, each with its own URL', async () => {
    const page = await phoneMember('ben@example.com');
    await page.locator('.photo-card').first().waitFor();
    // Like another member's photo (set-up through the API), then find it under Liked.
    const liked = await page.evaluate(async () => {
      const [photo] = (await (await fetch('/api/photos/public')).json()) as { id: string; title: string }[];
      await fetch(`/api/photos/${photo!.id}/likes`, { method: 'POST' });
      return photo!;
    });
    const avaId = await page.evaluate(async () => {
      const feed = (await (await fetch('/api/photos')).json()) as { userId: string; user: { firstName: string } }[];
      const ava = feed.find((p) => p.user.firstName === 'Ava')!.userId;
      await fetch(`/api/users/${ava}/follow`, { method: 'POST' });
      return ava;
    });
    const title = liked.title;
    await page.goto(`${app.url}/profile`);
    await page.getByRole('tab', { name: 'Liked' }).click();
    await page.waitForURL(/\/profile\?tab=liked$/);
    await page.getByRole('list', { name: 'Photos you liked' }).getByText(title, { exact: true }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'profile-liked.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Following' }).click();
    await page.waitForURL(/\/profile\?tab=following$/);
    const following = page.getByRole('list', { name: 'Following' });
    await following.getByRole('link', { name: /^Ava / }).waitFor();
    expect(await following.getByRole('link', { name: /^Ava / }).getAttribute('href')).toBe(`/profile/${avaId}`);
    await page.screenshot({ path: join(SHOTS, 'profile-following.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'profile-following-desktop.png'), fullPage: true });
    await page.setViewportSize(PHONE);
    await page.goBack();
    await page.waitForURL(/\/profile\?tab=liked$/);
    expect(await page.getByRole('tab', { name: 'Liked' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('reopens AI Restyle on the style the photo is now written in', async () => {
    const page = await phoneMember('ava@example.com');
    const own = page
      .locator('.photo-card')
      .filter({ has: page.getByRole('button', { name: 'Photo actions' }) })
      .first();
    await own.waitFor();
    await own.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'AI Restyle' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Restyle' });
    await dialog.locator('label').filter({ hasText: 'Poetic' }).click();
    await dialog.getByRole('button', { name: 'Restyle' }).click();
    // The dialog shows what changed until Done.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await own.getByRole('button', { name: 'Photo actions' }).click();
    await page.getByRole('menuitem', { name: 'AI Restyle' }).click();
    await dialog.getByText('Now written in the').waitFor();
    expect(await dialog.getByRole('radio', { name: /Poetic/ }).isChecked()).toBe(true);
    expect(await dialog.locator('.photo-dialog__note').innerText()).toContain('Poetic');
    await page.screenshot({ path: join(SHOTS, 'restyle-reopened.png') });
    await page.context().close();
  });

  it('walks sign-in, upload, a photo menu and the bell with the keyboard alone, focus visible at every step', async () => {
    const page = await phone();
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    const picture = join(mkdtempSync(join(tmpdir(), 'snifty-walk-')), 'walk.jpg');
    writeFileSync(picture, await jpegWithGps({ from: '#0f766e', to: '#fde68a' }));

    // Sign in.
    await page.goto(`${app.url}/signin`);
    await waitForScreen(page, 'Welcome back');
    await tabUntil(page, { selector: 'input[type="email"]' });
    await expectVisibleFocus(page, 'signin-email');
    await page.keyboard.type('chloe@example.com');
    // 'Forgot password?' sits between the two fields in the tab order.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'signin-forgot-link');
    await tabUntil(page, { selector: 'input[type="password"]' });
    await expectVisibleFocus(page, 'signin-password');
    await page.keyboard.type('snifty-demo-2026');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/`);
    await waitForScreen(page, 'Home');

    // Upload: the header's Upload link, the Choose Photos button, then the upload button.
    await tabUntil(page, { selector: 'a[href="/upload"]' });
    await expectVisibleFocus(page, 'header-upload');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/upload`);
    await waitForScreen(page, 'Upload');
    await tabUntil(page, { selector: 'button', text: /^Choose Photos$/ });
    await expectVisibleFocus(page, 'choose-photos');
    const chooser = await fileChooserByEnter(page, choosers);
    await chooser.setFiles(picture);
    await tabUntil(page, { selector: 'button', text: /^Upload 1 Photo$/ });
    await expectVisibleFocus(page, 'upload-button');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/`);
    await app.objectStore.idle();

    // The new photo's menu: open, move, close; focus comes back to its button.
    await tabUntil(page, { selector: 'button[aria-label="Photo actions"]' });
    await expectVisibleFocus(page, 'photo-menu-button');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expectVisibleFocus(page, 'photo-menu-first-item');
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page, 'photo-menu-next-item');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect((await focusState(page)).name).toBe('Photo actions');
    await expectVisibleFocus(page, 'photo-menu-closed');

    // The bell, back up the page with Shift+Tab.
    await tabUntil(page, { selector: 'button[aria-label^="Notifications"]' }, 'Shift+Tab');
    await expectVisibleFocus(page, 'bell');
    await page.keyboard.press('Enter');
    await page.locator('.notification-panel').waitFor();
    await page.screenshot({ path: join(SHOTS, `${String((step += 1)).padStart(2, '0')}-bell-open.png`) });
    await page.keyboard.press('Escape');
    await page.locator('.notification-panel').waitFor({ state: 'hidden' });
    expect((await focusState(page)).name).toMatch(/^Notifications/);
    await expectVisibleFocus(page, 'bell-closed');
    await page.context().close();
  });
});

/**
 * Enter on the focused button opens the file chooser. The page listens for choosers from its start
 * (`choosers`), so Playwright intercepts them well before the press; a press that opens nothing (seen
 * on CI under load) is repeated, still by keyboard, and a failure says where the focus was.
 */
async function fileChooserByEnter(page: Page, choosers: FileChooser[]): Promise<FileChooser> {
  const before = choosers.length;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.keyboard.press('Enter');
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && choosers.length === before) await page.waitForTimeout(100);
    if (choosers.length > before) return choosers[before]!;
  }
  throw new Error(`Enter on Choose Photos never opened the file chooser; focus: ${(await focusState(page)).describe}`);
}
