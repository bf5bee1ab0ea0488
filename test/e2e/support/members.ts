/** Signing a demo member in through the real sign-in screen, in a fresh browser context. */
import type { Browser, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'snifty-demo-2026';

export async function signedIn(browser: Browser, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInOn(page, baseUrl, email, password);
  return page;
}

/** The sign-in screen on a page the caller prepared (its own viewport, listeners). */
export async function signInOn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
