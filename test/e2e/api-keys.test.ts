/**
 * API keys in a real browser: Ava generates a key for her iPhone, sees it once, hides and shows it,
 * copies it, finds it in the list, then deletes it, and the key stops working for the phone.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { signedIn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

const status = async (apiKey: string) => (await fetch(`${app.url}/api/mobile/status`, { headers: { 'X-API-Key': apiKey } })).status;

describe('API keys in a real browser', () => {
  let page: Page;
  let apiKey: string;

  it('asks for the missing information, then generates a key shown once, visible', async () => {
    page = await signedIn(browser, app.url, 'ava@example.com');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.goto(`${app.url}/api-keys`);
    await page.getByText(API_KEY_MESSAGES.empty).waitFor();

    await page.getByRole('button', { name: 'Generate API Key' }).click();
    await page.getByText(API_KEY_MESSAGES.missingTitle).waitFor();
    expect(await page.getByText(API_KEY_MESSAGES.missing).count()).toBe(1);

    await page.getByRole('combobox', { name: 'Platform' }).selectOption('ios');
    await page.getByLabel('Key name').fill("  Ava's iPhone ");
    await page.getByRole('button', { name: 'Generate API Key' }).click();
    await page.getByText(API_KEY_MESSAGES.generated).first().waitFor();

    apiKey = (await page.getByTestId('new-api-key').textContent()) ?? '';
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await status(apiKey)).toBe(200);
  });

  it('hides the key as 64 masked characters and shows it again', async () => {
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    expect(await page.getByTestId('new-api-key').textContent()).toBe('•'.repeat(64));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    expect(await page.getByTestId('new-api-key').textContent()).toBe(apiKey);
  });

  it('copies the key to the clipboard', async () => {
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText(API_KEY_MESSAGES.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
  });

  it('lists the key with its preview and dates, never the key itself', async () => {
    const row = page.getByRole('listitem', { name: "Ava's iPhone" });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(`${apiKey.slice(0, 4)}••••••••${apiKey.slice(-4)}`);
    expect(text).toContain('iOS');
    expect(text).toContain('Active');
    expect(text).toMatch(/Created.*Last used.*Expires/);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    expect(await page.getByText(apiKey).count()).toBe(0);
    await page.reload();
    await page.getByRole('listitem', { name: "Ava's iPhone" }).waitFor();
    expect(await page.content()).not.toContain(apiKey);
  });

  it('deletes the key after confirmation, and the phone is refused', async () => {
    await page.getByRole('button', { name: "Delete Ava's iPhone" }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete key' }).click();
    await page.getByText(API_KEY_MESSAGES.deactivatedTitle).waitFor();

    await page.getByRole('listitem', { name: "Ava's iPhone" }).getByText('Inactive').waitFor();
    expect(await status(apiKey)).toBe(403);
  });

  it('reads well at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/api-keys`);
    await page.getByRole('listitem', { name: "Ava's iPhone" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/api-keys-390.png`, fullPage: true });
  });
});
