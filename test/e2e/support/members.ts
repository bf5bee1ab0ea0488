/** Signing a demo member in through the real sign-in screen, in a fresh browser context. */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../infra/local/seed';
import type { LocalServer } from '../../../infra/local/server';
import { client } from '../../integration/support/local-app';
import { signIn } from '../../integration/support/members';
import { jpegWithGps, uploadViaStorage } from '../../integration/support/photos';

export { DEMO_PASSWORD };

export async function signedIn(browser: Browser, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInOn(page, baseUrl, email, password);
  return page;
}

/** The sign-in screen on a page the caller prepared (its own viewport, listeners); done once the home is drawn. */
export async function signInOn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, baseUrl, email, password);
  await page.waitForURL(`${baseUrl}/`);
  await waitForScreen(page, 'Home');
}

/**
 * Waits until the screen titled `title` is drawn. The address changes first: the router draws the next
 * screen in a transition, so the previous one, with its header and menus, stays on screen (and takes
 * key presses and clicks) until the next screen's code has loaded. Each screen but the landing page
 * names itself '<title> · Snifty Photos'.
 */
export async function waitForScreen(page: Page, title: string): Promise<void> {
  await page.waitForFunction((prefix) => document.title.startsWith(prefix), `${title} · `);
}

/** Fills in and sends the sign-in form, whatever the answer (a test of a refused sign-in looks at it). */
export async function submitSignIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * One photo of Ava's, uploaded through storage by the API (no browser) and analysed: its id and the title
 * the analysis gave it. `colours` are the gradient's ends, so each file's photo looks its own.
 */
export async function photoOfAva(
  app: LocalServer,
  name: string,
  colours: { from: string; to: string },
  visibility: 'public' | 'private',
): Promise<{ id: string; title: string }> {
  const ava = client(app.url);
  await signIn(app, ava, 'ava@example.com');
  const [id] = (await uploadViaStorage(app, ava, [{ name, bytes: await jpegWithGps(colours) }], { visibility })) as [string];
  return { id, title: (await ava.get(`/api/photos/${id}`)).body.title as string };
}
