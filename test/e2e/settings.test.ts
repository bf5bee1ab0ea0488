/**
 * Settings in a real browser: Ava renames herself and the header shows it at once; Ben
 * changes his password and signs in with the new one; Chloe deletes her account and cannot sign in.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { DEMO_PASSWORD, signedIn, submitSignIn } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

/** Opens /settings the way a member does: the avatar menu's Settings item. */
async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('avatar-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.waitForURL(`${app.url}/settings`);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

describe('settings in a real browser', () => {
  it('renames the member, and the header shows the new name at once', async () => {
    const page = await signedIn(browser, app.url, 'ava@example.com');
    await openSettings(page);
    await page.getByLabel('First name').fill('Avery');
    await page.getByLabel('Last name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Last name is required').waitFor();

    await page.getByLabel('Last name').fill('Stone-Lee');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(ACCOUNT_MESSAGES.profileSavedTitle).waitFor();
    await page.getByTestId('avatar-menu-trigger').click();
    await page.getByRole('menu').getByText('Avery Stone-Lee').waitFor();
    await page.keyboard.press('Escape');

    // The profile's Edit Profile button leads back here.
    await page.goto(`${app.url}/profile`);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL(`${app.url}/settings`);
    await page.screenshot({ path: 'test-results/settings-desktop.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/settings-390.png', fullPage: true });
  });

  it('changes the password, and the new one signs in', async () => {
    const page = await signedIn(browser, app.url, 'ben@example.com');
    await openSettings(page);
    await page.getByLabel('Current password', { exact: true }).fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill('a much better pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.wrongPassword).waitFor();

    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChangedTitle).waitFor();

    const fresh = await signedIn(browser, app.url, 'ben@example.com', 'a much better pass');
    await fresh.getByTestId('avatar-menu-trigger').waitFor();
  });

  it('deletes the account after a confirmation that says what goes, and the member can no longer sign in', async () => {
    const page = await signedIn(browser, app.url, 'chloe@example.com');
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('every photo you uploaded, with its comments, reactions and share links').waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete forever' }).isDisabled()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/settings-delete-390.png' });
    await dialog.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText(ACCOUNT_MESSAGES.deletedTitle).waitFor();
    // The dialog closes with the answer, not after the farewell.
    expect(await dialog.count()).toBe(0);
    await page.waitForURL(`${app.url}/`);

    await submitSignIn(page, app.url, 'chloe@example.com');
    await page.getByText(AUTH_MESSAGES.invalidCredentials).first().waitFor();
  });
});
