/**
 * Settings shows which keys and sessions act for the member, in a real browser at
 * 1280 and 390 px: a key generated on the API Keys page is listed (its preview, never the key) and its
 * Delete ends it; the member's other browser is listed and signing it out ends it there; axe finds no
 * serious issue on the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../shared/messages/session';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { seriousAccessibilityFindings } from './support/axe';
import { signedIn, waitForScreen } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

async function generateKey(page: Page, name: string): Promise<string> {
  await page.goto(`${app.url}/api-keys`);
  await waitForScreen(page, 'API Keys');
  await page.getByRole('combobox', { name: 'Platform' }).selectOption('android');
  await page.getByLabel('Key name').fill(name);
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  return (await page.getByTestId('new-api-key').textContent()) ?? '';
}

const status = (page: Page, path: string) => page.evaluate(async (p) => (await fetch(p)).status, path);

describe.each([
  { width: 1280, height: 900, email: 'ava@example.com' },
  { width: 390, height: 844, email: 'ben@example.com' },
])('keys and sessions in Settings at $width px', ({ width, height, email }) => {
  it('lists the new key and ends it, lists the other browser and signs it out', async () => {
    const page = await signedIn(browser, app.url, email);
    const elsewhere = await signedIn(browser, app.url, email);
    await page.setViewportSize({ width, height });
    const apiKey = await generateKey(page, `Phone ${width}`);
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{64}$/);

    await page.goto(`${app.url}/settings`);
    await waitForScreen(page, 'Settings');

    // The key: listed by name with its preview, never the key itself.
    const keyRow = page.getByRole('listitem', { name: `Phone ${width}` });
    await keyRow.waitFor();
    expect(await keyRow.textContent()).not.toContain(apiKey);
    expect(await keyRow.textContent()).toContain(`${apiKey.slice(0, 4)}`);

    // The sessions: this one marked, the other browser with its own sign-out.
    const sessions = page.getByRole('list', { name: SESSION_MESSAGES.heading });
    await sessions.getByText(SESSION_MESSAGES.thisDevice).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await sessions.getByRole('listitem').first().textContent()).toContain('Chrome on Linux');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.screenshot({ path: `test-results/settings-credentials-${width}.png`, fullPage: true });

    // Ending the key: it stays listed as inactive, without a Delete, and the phone is refused.
    await keyRow.getByRole('button', { name: `Delete Phone ${width}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete key' }).click();
    await keyRow.getByText('Inactive').waitFor();
    expect(await keyRow.getByRole('button').count()).toBe(0);
    const phone = await fetch(`${app.url}/api/mobile/status`, { headers: { 'x-api-key': apiKey } });
    expect(phone.status).toBe(403);

    // Signing the other browser out: it is signed out there, this one stays.
    const before = await sessions.getByRole('listitem').count();
    await sessions
      .getByRole('button', { name: `${SESSION_MESSAGES.signOut} Chrome on Linux` })
      .first()
      .click();
    await page.getByText(SESSION_MESSAGES.signedOut).first().waitFor();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(before - 1);
    expect(await status(elsewhere, '/api/auth/user')).toBe(401);
    expect(await status(page, '/api/auth/user')).toBe(200);

    // Everywhere else: nothing but this browser is left.
    await page
      .getByRole('button', { name: SESSION_MESSAGES.signOutOthers })
      .click()
      .catch(() => undefined);
    await page.getByText(SESSION_MESSAGES.noOthers).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(1);
  }, 120_000);
});
