/**
 * The invitation mail (docs/decisions/invitation-mail.md) in a real browser: Ava invites an address with no account; its owner opens the mail's
 * Accept on a phone, creates the account, verifies the address from the next mail, signs in and is in
 * the tribe. A member answers an invitation from the bell on a desktop and the badge drops at once.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { client, linkToken, mailTo } from '../integration/support/local-app';
import { signIn, tribeOf } from '../integration/support/members';
import { withAppAndBrowser } from './support/app-and-browser';
import { signedIn, submitSignIn, waitForScreen } from './support/members';

let app: LocalServer;
let browser: Browser;

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

const NEWCOMER = 'maya@example.com';
const PASSWORD = 'a long enough password';

/** The first link of the mail to `path` (the text part spells each link out). */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S*${path}\\S*`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail`);
  return match[0];
}

describe('an invitation mail, received and answered', () => {
  it('390 px: a new sign-up from the mail lands in the tribe once the address is verified', async () => {
    const ava = client(app.url);
    await signIn(app, ava, 'ava@example.com');
    const bffs = await tribeOf(ava, 'bffs');
    expect((await ava.post(`/api/tribes/${bffs.id}/members`, { memberId: NEWCOMER })).status).toBe(201);

    const [invitation] = await mailTo(app.url, NEWCOMER);
    expect(invitation!.subject).toBe(`Ava Martin invited you to ${bffs.name}`);
    const accept = linkIn(invitation!.text, `/invitations/${bffs.id}\\?answer=accept`);

    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    await page.goto(accept, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'You are invited to a tribe' }).waitFor();
    await page.getByRole('link', { name: 'Create Account' }).click();
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Lin');
    await page.getByLabel('Email').fill(NEWCOMER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/signin$/);

    // Not yet verified: nobody is in the tribe.
    const before = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === bffs.id);
    expect(before.memberDetails).toEqual([expect.objectContaining({ memberId: NEWCOMER, pending: true })]);

    const verification = (await mailTo(app.url, NEWCOMER)).find((m) => m.text.includes('/verify-email'))!;
    await page.goto(`${app.url}/verify-email?token=${encodeURIComponent(linkToken(verification.text, '/verify-email'))}`);
    await page.getByRole('heading', { name: /verified/i }).waitFor();

    await submitSignIn(page, app.url, NEWCOMER, PASSWORD);
    await page.getByRole('heading', { name: `You are in ${bffs.name}` }).waitFor();

    const after = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === bffs.id);
    expect(after.memberCount).toBe(1);
    expect(after.memberDetails).toEqual([expect.objectContaining({ firstName: 'Maya', pending: false })]);
    await page.context().close();
  });

  it('1280 px: accepting from the bell marks the invitation read and lowers the badge at once', async () => {
    const ava = client(app.url);
    await signIn(app, ava, 'ava@example.com');
    const family = await tribeOf(ava, 'family');
    expect((await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'ben@example.com' })).status).toBe(201);

    const page = await signedIn(browser, app.url, 'ben@example.com');
    const bell = page.locator('.notification-bell__trigger');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell.click();
    await page.getByRole('button', { name: `Accept the invitation to ${family.name}` }).click();
    await page.getByText('Invitation accepted').waitFor();
    // No wait for the 30 s poll: the answer refreshes the count.
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 }).toBe('Notifications');
    await page.goto(`${app.url}/tribes`);
    await waitForScreen(page, 'My Tribes');
    await page.getByTestId('tribe-card').filter({ hasText: family.name }).first().waitFor();
    await page.context().close();
  });
});
