/**
 * Tribes in a real browser, the whole loop: Ava invites Ben by email to her family tribe (she sees the
 * address 'Invited'); Ben accepts from his notification bell; Ava uploads a photo for family; Ben sees it
 * in his home feed and in the Family tab; Chloé sees it by no route; Ava removes Ben and he loses it at
 * once; an invitation to an address with no account waits until that person signs up and accepts it on
 * My Tribes.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { jpegWithGps } from '../integration/support/photos';
import { withAppAndBrowser } from './support/app-and-browser';
import { signedIn as signedInAs } from './support/members';

let app: LocalServer;
let browser: Browser;
const folder = mkdtempSync(join(tmpdir(), 'snifty-e2e-tribes-'));

withAppAndBrowser({ demoPhotos: false }, (started) => {
  ({ app, browser } = started);
});

const signedIn = (email: string) => signedInAs(browser, app.url, email);

async function openTribe(page: Page, name: string) {
  await page.goto(`${app.url}/tribes`);
  await page.getByTestId('tribe-card').filter({ hasText: name }).first().click();
  return page.getByRole('dialog');
}

async function addMember(page: Page, tribe: string, email: string) {
  const panel = await openTribe(page, tribe);
  await panel.getByLabel('Email address').fill(email);
  await panel.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText('Member added').waitFor();
  return panel;
}

const photoIdsVia = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const response = await fetch(p);
    return response.ok ? ((await response.json()) as { id: string }[]).map((x) => x.id) : response.status;
  }, path);

describe('tribes in a real browser', () => {
  let ava: Page;
  let ben: Page;
  let chloe: Page;
  let photoId: string;
  let familyId: string;

  it('invites Ben, who accepts from his bell, shares a family photo with him, and only with him', async () => {
    ava = await signedIn('ava@example.com');
    const invited = await addMember(ava, 'Family', 'ben@example.com');
    await invited.getByText('ben@example.com').first().waitFor();
    await invited.getByText('Invited', { exact: true }).waitFor();

    // Ben: the invitation in his bell, accepted there.
    ben = await signedIn('ben@example.com');
    await ben.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await ben.getByText(/invited you to join Family/).waitFor();
    await ben.getByRole('button', { name: 'Accept the invitation to Family' }).click();
    await ben.getByText('Invitation accepted').waitFor();
    await ben.keyboard.press('Escape');

    const panel = await openTribe(ava, 'Family');
    await panel.getByText('Ben Okafor').waitFor();

    // Upload for Family only.
    const file = join(folder, 'picnic.jpg');
    writeFileSync(file, await jpegWithGps({ from: '#ffb347', to: '#ffcc33' }));
    await ava.goto(`${app.url}/upload`);
    await ava.getByLabel('Choose photos to upload').setInputFiles([file]);
    await ava.getByRole('radio', { name: 'Tribes' }).check();
    await ava.getByRole('checkbox', { name: /Family/ }).check();
    await ava.getByRole('button', { name: 'Upload 1 Photo' }).click();
    await ava.waitForURL(`${app.url}/`);
    await expect.poll(() => ava.locator('.photo-card[data-status="ready"]').count(), { timeout: 15_000 }).toBe(1);
    const tribes = await ava.evaluate(async () => (await (await fetch('/api/tribes')).json()) as { id: string; type: string }[]);
    familyId = tribes.find((t) => t.type === 'family')!.id;
    photoId = ((await photoIdsVia(ava, '/api/photos')) as string[])[0]!;

    // Ben: in his home feed and in the Family tab.
    await ben.goto(`${app.url}/`);
    await expect.poll(() => ben.locator('.photo-card').count(), { timeout: 10_000 }).toBe(1);
    // Ben has his own Family too: Ava's is the selected tab at ?tribe=<id>.
    await ben.goto(`${app.url}/tribe-feed?tribe=${familyId}`);
    await expect.poll(() => ben.getByRole('tab', { name: /Family/ }).count(), { timeout: 10_000 }).toBe(2);
    await ben.getByRole('tab', { selected: true, name: /Ava's Family/ }).waitFor();
    await ben.getByTestId('tribe-summary').waitFor();
    await expect.poll(() => ben.locator('.photo-card').count()).toBe(1);
    await ben.getByText('warm', { exact: true }).first().waitFor();

    // Chloé: by no route.
    chloe = await signedIn('chloe@example.com');
    expect(await photoIdsVia(chloe, '/api/photos')).not.toContain(photoId);
    expect(await photoIdsVia(chloe, `/api/tribes/${familyId}/photos`)).toBe(404);
    await chloe.goto(`${app.url}/photo/${photoId}`);
    await chloe.getByText('Photo not found').waitFor();
    await chloe.goto(`${app.url}/tribe-feed`);
    // Only her own Family tab.
    await expect.poll(() => chloe.getByRole('tab', { name: /Family/ }).count(), { timeout: 10_000 }).toBe(1);
  });

  it('takes the photo away from Ben at once when Ava removes him', async () => {
    const panel = await openTribe(ava, 'Family');
    await panel.getByRole('button', { name: 'Remove Ben Okafor' }).click();
    await ava.getByText('Member removed').waitFor();
    await panel.getByText('No members yet').waitFor();

    expect(await photoIdsVia(ben, '/api/photos')).not.toContain(photoId);
    await ben.goto(`${app.url}/photo/${photoId}`);
    await ben.getByText('Photo not found').waitFor();
    await ben.goto(`${app.url}/`);
    await ben.getByText('No photos yet').waitFor();
  });

  it('keeps an invitation to an unknown address until that person signs up and accepts it on My Tribes', async () => {
    const panel = await addMember(ava, 'Family', 'dora@example.com');
    await panel.getByText('Invited', { exact: true }).waitFor();

    const dora = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await dora.goto(`${app.url}/signup`);
    await dora.getByLabel('First name').fill('Dora');
    await dora.getByLabel('Last name').fill('Lee');
    await dora.getByLabel('Email').fill('dora@example.com');
    await dora.getByLabel('Password', { exact: true }).fill('a good password');
    await dora.getByRole('button', { name: 'Create Account' }).click();
    await dora.waitForURL(`${app.url}/signin`, { timeout: 10_000 });
    await dora.goto(`${app.url}/dev/mailbox`);
    await dora
      .getByRole('link', { name: /verify-email\?token=/ })
      .first()
      .click();
    await dora.getByText('Email verified!').first().waitFor();
    await dora.waitForURL(`${app.url}/signin`, { timeout: 10_000 });
    await dora.getByLabel('Email').fill('dora@example.com');
    await dora.getByLabel('Password', { exact: true }).fill('a good password');
    await dora.getByRole('button', { name: 'Sign In' }).click();
    await dora.waitForURL(`${app.url}/`);

    // Not a member before accepting: nothing of Family's in her feed.
    await dora.getByText('No photos yet').waitFor();
    await dora.goto(`${app.url}/tribes`);
    const invitations = dora.getByRole('list', { name: 'Invitations' });
    await invitations.getByText('from Ava Martin').waitFor();
    await invitations.getByRole('button', { name: 'Accept the invitation to Family' }).click();
    await dora.getByText('Invitation accepted').waitFor();
    await dora.getByText('Owned by Ava Martin').waitFor();
    await dora.goto(`${app.url}/`);
    await expect.poll(() => dora.locator('.photo-card').count(), { timeout: 10_000 }).toBe(1);
  });
});
