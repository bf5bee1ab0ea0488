/**
 * The photo editor in a real browser: the owner opens the editor from a photo's menu,
 * applies a filter and the square crop preset, and picks 'Save to this photo' from the Save button's
 * choices: the same photo (same id, its likes kept) shows the edited square image as soon as the pipeline
 * has made it. Saving with no change does nothing and says so; 'Revert to original' brings the original
 * back; 'Save as a copy' adds a photo beside it and leaves it as it is. At 1280 px and at 390 px (a phone). The editor asks nothing of any other origin and runs under the site's
 * Content-Security-Policy with no violation reported.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EDIT_MESSAGES } from '../../shared/messages/edit';
import type { Photo } from '../../shared/schemas/photo';
import type { LocalServer } from '../../infra/local/server';
import { client } from '../integration/support/local-app';
import { signIn } from '../integration/support/members';
import { withAppAndBrowser } from './support/app-and-browser';
import { watchCspViolations } from './support/csp';
import { photoOfAva, signInOn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** A public photo of Ava's (640 x 480) that Ben has liked. */
async function likedPhotoOfAva(name: string): Promise<string> {
  const { id } = await photoOfAva(app, name, { from: '#ff5f6d', to: '#2193b0' }, 'public');
  const ben = client(app.url);
  await signIn(app, ben, 'ben@example.com');
  expect((await ben.post(`/api/photos/${id}/likes`)).status).toBe(200);
  return id;
}

/**
 * How long the page may take to show what the pipeline made: a poll ends as soon as it does, and on a machine
 * running every test project at once the pipeline takes many times what it takes on a quiet one.
 */
const PIPELINE_MS = 60_000;

const readPhoto = (page: Page, id: string) =>
  page.evaluate(async (photoId) => (await (await fetch(`/api/photos/${photoId}`)).json()) as Photo, id);

const listMine = (page: Page) => page.evaluate(async () => (await (await fetch('/api/photos')).json()) as Photo[]);

describe('the photo editor in a real browser', () => {
  for (const viewport of VIEWPORTS) {
    it(`saves an edit in place at ${viewport.width} px: same id, likes kept, the new image shown; revert restores the original`, async () => {
      const id = await likedPhotoOfAva(`harbour-${viewport.name}.jpg`);
      const page = await (await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })).newPage();
      await signInOn(page, app.url, 'ava@example.com');
      // The editor (styled-components, konva, blob: images) runs under the site's Content-Security-Policy.
      const csp = await watchCspViolations(page.context());
      // The app and its storage emulator are on this machine; anything else (translations, fonts) is not ours.
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) foreign.push(request.url());
      });
      await page.goto(`${app.url}/photo/${id}`);
      const image = page.locator('.photo-detail__media img.photo-image__img');
      await image.waitFor();
      const before = await readPhoto(page, id);
      expect(before).toMatchObject({ width: 640, height: 480, likes: 1, edited: false });

      const editorChunk = page.waitForRequest((request) => /\/assets\/photo-editor-(?!launcher-)[^/]+\.js$/.test(request.url()));
      await page.getByRole('button', { name: 'Photo actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit photo' }).click();
      await editorChunk;
      const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
      await dialog.getByText('640 × 480 px').waitFor();

      // Saving before any change does nothing and says so; the editor stays open.
      await saveWith(page, dialog, EDIT_MESSAGES.saveInPlaceLabel);
      await page.getByText('You have not changed the photo yet.').waitFor();
      expect(await dialog.isVisible()).toBe(true);

      await openTab(page, 'Filters');
      await dialog.getByText('Clarendon', { exact: true }).click();
      await openTab(page, 'Adjust');
      const cropTool = dialog.locator('.FIE_crop-tool');
      await scrollCarouselTo(dialog, cropTool);
      const square = dialog.getByText('480 × 480 px');
      await pickFromMenu(page, cropTool, page.getByText('Square', { exact: true }), (timeout) => square.waitFor({ timeout }));

      await saveWith(page, dialog, EDIT_MESSAGES.saveInPlaceLabel);
      await page.getByText('Photo edited successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The page shows the edit once the pipeline has made it (it polls meanwhile): waited for as the member sees
      // it, the square image, for as long as a busy machine's pipeline takes. Then the API: the same photo, its like kept.
      await expect.poll(() => image.getAttribute('src'), { timeout: PIPELINE_MS }).toContain('/edits/');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight), { timeout: PIPELINE_MS })
        .toBe(1);
      const edited = await readPhoto(page, id);
      expect(edited).toMatchObject({
        id,
        width: 480,
        height: 480,
        likes: 1,
        edited: true,
        editProcessing: false,
        title: before.title,
      });
      const listed = await listMine(page);
      expect(listed.filter((photo) => photo.id === id)).toHaveLength(1);

      // Revert to original from the photo's menu.
      await page.getByRole('button', { name: 'Photo actions' }).click();
      await page.getByRole('menuitem', { name: 'Revert to original' }).click();
      await page.getByText('Original restored').waitFor();
      await expect.poll(() => image.getAttribute('src'), { timeout: PIPELINE_MS }).not.toContain('/edits/');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: PIPELINE_MS }).toBe(640);
      expect(await readPhoto(page, id)).toMatchObject({ id, width: 640, height: 480, likes: 1, edited: false });

      // 'Save as a copy', the Save button's second choice: a new photo beside this one, which stays as it is.
      const photosBefore = (await listMine(page)).length;
      await page.getByRole('button', { name: 'Photo actions' }).click();
      await page.getByRole('menuitem', { name: 'Edit photo' }).click();
      const startOver = dialog.getByRole('button', { name: 'Start from the original' });
      await Promise.race([startOver.waitFor(), dialog.getByText('640 × 480 px').waitFor()]);
      if (await startOver.isVisible()) await startOver.click();
      await dialog.getByText('640 × 480 px').waitFor();
      await openTab(page, 'Filters');
      await dialog.getByText('Clarendon', { exact: true }).click();
      await saveWith(page, dialog, EDIT_MESSAGES.saveAsCopyLabel);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await listMine(page)).length, { timeout: PIPELINE_MS }).toBe(photosBefore + 1);
      expect(await readPhoto(page, id)).toMatchObject({ id, width: 640, height: 480, likes: 1, edited: false });
      expect(foreign).toEqual([]);
      expect(csp.violations).toEqual([]);
      await page.context().close();
    });
  }
});

/**
 * Opens one of the editor's tabs: beside the image on a wide screen, in the drawer its menu button
 * opens on a phone. The drawer closes on its own after a pick; one still open under load is closed with its
 * own menu button, never Escape, which closes the whole editor when the drawer is already on its way out.
 */
async function openTab(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Edit Photo' });
  const tab = dialog.locator('.FIE_tab').getByText(name, { exact: true });
  if (await tab.isVisible()) return tab.click();
  const drawer = page.locator('.FIE_tabs-drawer');
  await page.locator('.FIE_topbar-tabs-navbar-toggle_btn').click();
  await drawer.getByText(name, { exact: true }).click();
  const closed = await drawer.waitFor({ state: 'hidden', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!closed) await drawer.getByRole('button', { name: 'Menu', exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/**
 * Saves with one of the two choices the editor's Save button opens (its menu is outside the dialog's element).
 * The menu's popper first draws it over the button and moves it below a moment later; under load a pick in that
 * moment presses the item and releases on the backdrop (2 in 12 runs), so the pick waits for the menu to sit below
 * the button, and is made again while the menu stays open: a pick that took effect closes it.
 */
async function saveWith(page: Page, dialog: Locator, choice: string): Promise<void> {
  const button = dialog.getByRole('button', { name: 'Save', exact: true });
  const item = page.locator('.FIE_buttons-save-btn-menu-item').filter({ hasText: choice });
  await pickFromMenu(
    page,
    button,
    item,
    (timeout) => item.waitFor({ state: 'hidden', timeout }),
    async () => {
      const [below, opener] = await Promise.all([item.boundingBox(), button.boundingBox()]);
      return Boolean(below && opener && below.y >= opener.y + opener.height);
    },
  );
}

/**
 * On a phone the tools are a carousel scrolled to the default tool, its 'previous' arrow over the crop tool:
 * the arrow is pressed until the tool is out from under it, as a member would. Under load the arrow is still
 * moving when pressed and a press times out, so presses are bounded by time, not by count.
 */
async function scrollCarouselTo(dialog: Locator, tool: Locator): Promise<void> {
  const previous = dialog.locator('.FIE_carousel-prev-button');
  const covered = async () => {
    // The arrow can go between two looks: gone is not covering.
    const arrow = await previous.boundingBox({ timeout: 1_000 }).catch(() => null);
    const target = await tool.boundingBox();
    return Boolean(arrow && target && target.x < arrow.x + arrow.width);
  };
  const deadline = Date.now() + 30_000;
  while (await covered()) {
    if (Date.now() > deadline) throw new Error('the tools carousel did not scroll back to the crop tool in 30 s');
    // The arrow goes away once the carousel reaches its start, possibly mid-press.
    await previous.click({ timeout: 2_000 }).catch(() => undefined);
  }
}

/**
 * Opens one of the editor's pop-up menus with `opener`, picks `item` once `placed` says the menu is where it
 * stays, and waits until `done` resolves, with the menu closed. Under load a pick sometimes took no effect (2 in
 * 15 runs: the square preset not applied, or the watermark menu left open over the Save button), so the pick is
 * made again, at most three times, as a person would click again; a menu left open is closed by a click on its
 * backdrop.
 */
async function pickFromMenu(
  page: Page,
  opener: Locator,
  item: Locator,
  done: (timeout: number) => Promise<unknown>,
  placed: () => Promise<boolean> = async () => true,
): Promise<void> {
  const backdrop = page.locator('.SfxPopper-Overlay');
  for (let attempt = 1; ; attempt += 1) {
    if ((await backdrop.count()) > 0 && !(await item.isVisible())) await backdrop.click({ position: { x: 1, y: 1 } });
    if ((await backdrop.count()) === 0) await opener.click();
    await expect.poll(placed, { timeout: 10_000 }).toBe(true);
    await item.click();
    const picked = await done(5_000).then(
      () => true,
      () => false,
    );
    if (picked) break;
    if (attempt === 3) throw new Error(`picking ${item.toString()} took no effect in three tries`);
  }
  if ((await backdrop.count()) > 0) await backdrop.click({ position: { x: 1, y: 1 } });
  await backdrop.waitFor({ state: 'detached' });
}
