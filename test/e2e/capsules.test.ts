/**
 * Memory capsules in a real browser: Ava writes a capsule on her photo sealed until tomorrow, sees it
 * sealed on the Memories screen, then the server's clock (the Clock port; the local server runs in this
 * process) moves past 00:00 UTC of that date, the capsule-open job runs as the schedule would, and the
 * capsule shows open with its entry while the bell says 'A memory capsule is open'.
 */
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import type { LocalServer } from '../../infra/local/server';
import { freezeClock } from '../unit/support/clock';
import { withAppAndBrowser } from './support/app-and-browser';
import { photoOfAva, signedIn } from './support/members';

let app: LocalServer;
let browser: Browser;
let photoId: string;

withAppAndBrowser({ demoPhotos: false }, async (started) => {
  ({ app, browser } = started);
  ({ id: photoId } = await photoOfAva(app, 'harbour.jpg', { from: '#134e5e', to: '#71b280' }, 'private'));
});

const tomorrowUtc = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);

describe('memory capsules in a real browser', () => {
  it('seals a capsule until its date, then opens it and rings the bell once the clock passes 00:00 UTC', async () => {
    const page = await signedIn(browser, app.url, 'ava@example.com');
    const unlockDate = tomorrowUtc();

    // Write the capsule on the photo's page.
    await page.goto(`${app.url}/photo/${photoId}`);
    await page.getByRole('button', { name: 'Add to Capsule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Memory Capsule' });
    await dialog.getByText('Capsules open at 00:00 UTC on this date.').waitFor();
    await dialog.getByLabel('Journal entry').fill('  The harbour the morning we left.  ');
    await dialog.getByLabel('Emotion').selectOption('bittersweet');
    await dialog.getByLabel('Unlock date (optional)').fill(unlockDate);
    await dialog.getByLabel('Tags').fill('harbour, goodbye');
    await dialog.getByRole('button', { name: 'Create Capsule' }).click();
    await page.getByText('Memory Capsule Created').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // Sealed on the Memories screen, reached from the avatar menu: no entry on the page.
    await page.getByTestId('avatar-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Memories' }).click();
    await page.waitForURL(`${app.url}/capsules`);
    const sealed = page.getByRole('article', { name: /^Sealed memory:/ });
    await sealed.waitFor();
    await sealed.getByText(/Opens in \d{2}h \d{2}m \d{2}s|Opens in \dd/).waitFor();
    expect(await page.getByText('The harbour the morning we left.').count()).toBe(0);

    // The clock passes midnight UTC of the unlock date; the hourly job runs.
    freezeClock(`${unlockDate}T00:00:01.000Z`);
    expect(await runScheduledJob('capsule-open')).toEqual({ due: 1, notified: 1 });
    await page.reload();

    const opened = page.getByRole('article', { name: /^Memory:/ });
    await opened.getByText('The harbour the morning we left.').waitFor();
    await opened.getByText('Bittersweet').waitFor();
    await opened.getByText('#goodbye').waitFor();
    expect(await page.getByRole('article', { name: /^Sealed memory:/ }).count()).toBe(0);

    const bell = page.locator('.notification-bell__trigger');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell.click();
    const row = page.locator('.notification-row').filter({ hasText: 'A memory capsule is open' });
    await row.waitFor();
    await row.click();
    await page.waitForURL(`${app.url}/capsules`);
    await page.context().close();
  }, 90_000);
});
