/**
 * A new member in a real browser: sign up, open the mail at /dev/mailbox, verify, sign in, see their
 * name in the header, log out. Runs against the production build served by the local runtime.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { startLocalServer } from '../../infra/local/server';
import { launchBrowser } from './support/browser';

let app: LocalServer;
let browser: Browser;

beforeAll(async () => {
  app = await startLocalServer({ port: 0 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

describe('accounts in a real browser', () => {
  it('signs up, verifies through the mailbox, signs in and logs out', async () => {
    const page = await newPage();

    // Landing page for a visitor, with its welcome toast
    await page.goto(app.url);
    await page.getByRole('heading', { name: 'Share Your Story', exact: true }).waitFor();
    await page.getByText('Sign in to start sharing your photos with the world').waitFor();

    // Sign up, with the fixed messages for bad input first
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect.poll(() => page.getByTestId('password-length').innerText()).toContain('at least 8 characters (5/8)');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();

    await page.getByLabel('First name').fill('Nora');
    await page.getByLabel('Last name').fill('Quinn');
    await page.getByLabel('Email').fill('nora.quinn@example.com');
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully!').waitFor();
    await page.waitForURL(`${app.url}/signin`, { timeout: 10_000 });

    // The mail, and its verification link
    await page.goto(`${app.url}/dev/mailbox`);
    await page.getByText('Verify your email for Snifty Photos').waitFor();
    await page
      .getByRole('link', { name: /verify-email\?token=/ })
      .first()
      .click();
    await page.getByText('Email verified!').first().waitFor();
    await page.waitForURL(`${app.url}/signin`, { timeout: 10_000 });

    // Sign in: a wrong password first, then the right one
    await page.getByLabel('Email').fill('nora.quinn@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Sign in failed').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Welcome back, Nora!').waitFor();
    await page.waitForURL(`${app.url}/`);

    // The header knows who this is
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Nora Quinn').first().waitFor();
    await page.getByText('nora.quinn@example.com').first().waitFor();

    // Log out ends the session on the server too
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Share Your Story', exact: true }).waitFor();
    const me = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status));
    expect(me).toBe(401);
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/no/such/page`);
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('sends a visitor from a members-only screen to sign in', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/tribes`);
    await page.getByText('Unauthorized').first().waitFor();
    await page.waitForURL(`${app.url}/signin`, { timeout: 5_000 });
  });

  it('signs in with the GitHub stand-in', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/signin`);
    await page.getByRole('button', { name: /GitHub/ }).click();
    await page.getByRole('button', { name: /Linus Torvalds/ }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Linus Torvalds').first().waitFor();
  });
});
