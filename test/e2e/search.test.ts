/**
 * Search in a real browser, on the demo a fresh start seeds (its photos indexed by the pipeline): a
 * member types a word of a photo in the header box and presses Enter, sees the results grid with its
 * count and the words kept in the box, opens a result, and follows a tag chip of the detail to a search
 * for that tag; a word of another member's private photo finds nothing; on a phone the header's icon
 * opens the box.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../shared/schemas/photo';
import type { LocalServer } from '../../infra/local/server';
import { startLocalServer } from '../../infra/local/server';
import { launchBrowser } from './support/browser';
import { signedIn } from './support/members';

let app: LocalServer;
let browser: Browser;

beforeAll(async () => {
  app = await startLocalServer({ port: 0 });
  await app.objectStore.idle();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** What the member's feed holds, through the API the page itself uses. */
async function feed(page: Page): Promise<Photo[]> {
  const reply = await page.request.get(`${app.url}/api/photos?limit=100`);
  return (await reply.json()) as Photo[];
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/search-${name}.png` });

describe('search in a real browser', () => {
  it('searches from the header, opens a result and follows a tag chip', async () => {
    const page = await signedIn(browser, app.url, 'ben@example.com');
    const photos = await feed(page);
    const target = photos.find((photo) => photo.user.firstName === 'Chloé' && photo.tags.length > 0);
    expect(target, 'a demo photo of Chloé with tags').toBeTruthy();
    const word = target!.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? target!.tags[0]!;

    const box = page.getByRole('searchbox', { name: 'Search photos' });
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL(`${app.url}/search?q=${encodeURIComponent(word)}`);
    const results = page.getByRole('list', { name: `Photos matching ${word}` });
    await results.getByRole('heading', { name: target!.title }).waitFor();
    await expect.poll(() => page.locator('.search-summary__count').innerText()).toMatch(/^\d+\+? photos?$/);
    expect(await box.inputValue()).toBe(word);
    await shot(page, 'desktop');

    await results.getByRole('link', { name: target!.title }).first().click();
    await page.waitForURL(`${app.url}/photo/${target!.id}`);
    const tag = target!.tags[0]!;
    await page
      .getByRole('link', { name: `#${tag}` })
      .first()
      .click();
    await page.waitForURL(`${app.url}/search?q=${encodeURIComponent(tag)}`);
    await page
      .getByRole('list', { name: `Photos matching ${tag}` })
      .getByRole('heading', { name: target!.title })
      .waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search photos' }).inputValue()).toBe(tag);
  });

  it("finds nothing of another member's private photo", async () => {
    const ava = await signedIn(browser, app.url, 'ava@example.com');
    const privatePhoto = (await feed(ava)).find((photo) => photo.privacy.visibility === 'private');
    expect(privatePhoto, "Ava's private demo photo").toBeTruthy();
    const ben = await signedIn(browser, app.url, 'ben@example.com');
    const reply = await ben.request.get(`${app.url}/api/photos/search?q=${encodeURIComponent(privatePhoto!.title)}`);
    expect(reply.status()).toBe(200);
    expect(((await reply.json()) as Photo[]).map((photo) => photo.id)).not.toContain(privatePhoto!.id);

    await ben.goto(`${app.url}/search?q=zzzunknownword`);
    await ben.getByRole('heading', { name: 'No photos match "zzzunknownword"' }).waitFor();
  });

  it('on a phone the search icon opens the box', async () => {
    const page = await signedIn(browser, app.url, 'chloe@example.com');
    await page.setViewportSize({ width: 390, height: 844 });
    const box = page.getByRole('searchbox', { name: 'Search photos' });
    expect(await box.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Search photos' }).click();
    await box.waitFor({ state: 'visible' });
    await box.fill('sunflower');
    await shot(page, 'phone-open');
    await box.press('Enter');
    await page.waitForURL(`${app.url}/search?q=sunflower`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'phone-results');
  });
});
