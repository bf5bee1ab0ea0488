/**
 * A private share link in a real browser: Ava shares her photo with a recipient from the photo detail,
 * the mail is in the local mailbox, a signed-out browser opens the link and sees the photo and message,
 * Ava revokes the link and the page then says it was removed.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { photoOfAva, signedIn } from './support/members';

let app: LocalServer;
let browser: Browser;
let photoId: string;
let photoTitle: string;
/** Where the test leaves screenshots of the screens, to look at (desktop and 390 px). */
const SHOTS = process.env.SHARES_SCREENSHOTS;

withAppAndBrowser({ demoPhotos: false }, async (started) => {
  ({ app, browser } = started);
  ({ id: photoId, title: photoTitle } = await photoOfAva(app, 'dunes.jpg', { from: '#f6d365', to: '#fda085' }, 'private'));
});

describe('private share links in a real browser', () => {
  it('shares, mails, opens signed out, and shows the removed text once revoked', async () => {
    const ava = await signedIn(browser, app.url, 'ava@example.com');
    await ava.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await ava.goto(`${app.url}/photo/${photoId}`);
    await ava.getByRole('heading', { name: photoTitle }).waitFor();

    await ava.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = ava.getByRole('dialog', { name: 'Share Privately' });
    await dialog.getByLabel('Recipient email (optional)').fill('grandma@example.com');
    await dialog.getByLabel('Share type').selectOption({ label: 'Thoughtful gift' });
    await dialog.getByLabel('Personal message (optional)').fill('The dunes we walked last summer.');
    expect(await dialog.getByLabel('Link expires after').inputValue()).toBe('30');
    if (SHOTS) await ava.screenshot({ path: `${SHOTS}/share-dialog.png` });
    await dialog.getByRole('button', { name: 'Create Share Link' }).click();

    await ava.getByText('Share link created!').waitFor();
    await dialog.getByRole('button', { name: 'Link Copied' }).waitFor();
    const shareUrl = await dialog.getByLabel('Share link').inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${app.url}/share/[A-Za-z0-9_-]{43}$`));
    expect(await ava.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const mails = (await (await fetch(`${app.url}/dev/mailbox.json`)).json()) as { to: string; subject: string; text: string }[];
    const mail = mails.find((m) => m.to === 'grandma@example.com');
    expect(mail?.text).toContain(shareUrl);
    expect(mail?.text).toContain('Thoughtful gift');

    const links = ava.getByRole('region', { name: 'Your share links' });
    await links.getByText('grandma@example.com').waitFor();
    await links.getByText('0 views').waitFor();
    if (SHOTS) await ava.screenshot({ path: `${SHOTS}/photo-detail-links.png`, fullPage: true });

    const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })).newPage();
    await visitor.goto(shareUrl);
    await visitor.getByRole('heading', { name: photoTitle }).waitFor();
    await visitor.getByText('The dunes we walked last summer.').waitFor();
    await visitor.getByText('Thoughtful gift').waitFor();
    await visitor.getByText('shared a photo with you').waitFor();
    const image = visitor.getByRole('img', { name: photoTitle });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.getByRole('link', { name: 'Join Snifty Photos' }).waitFor();
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-page-390.png`, fullPage: true });

    await ava.reload();
    await links.getByText('1 view', { exact: true }).waitFor();
    await links.getByRole('button', { name: 'Revoke the link sent to grandma@example.com' }).click();
    await ava.getByText('Share link revoked').waitFor();
    await expect.poll(() => links.count()).toBe(0);

    await visitor.reload();
    await visitor.getByText('This share link is invalid or has been removed.').waitFor();
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-page-removed-390.png`, fullPage: true });
  });
});
