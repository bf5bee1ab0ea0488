/**
 * The community in a real browser: Ben likes and comments on Ava's photo; Ava's bell shows 2 within 30 s,
 * the rows read right and clicking one marks it read; the home feed shows the weekly feature, What's New
 * and working For You / Following / Trending tabs.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runScheduledJob } from '../../infra/local/scheduled-jobs';
import type { LocalServer } from '../../infra/local/server';
import { withAppAndBrowser } from './support/app-and-browser';
import { photoOfAva, signedIn as signedInAs } from './support/members';

let app: LocalServer;
let browser: Browser;
let photoId: string;
let photoTitle: string;

withAppAndBrowser({ demoPhotos: false }, async (started) => {
  ({ app, browser } = started);
  ({ id: photoId, title: photoTitle } = await photoOfAva(app, 'lake.jpg', { from: '#2b5876', to: '#4e4376' }, 'public'));
});

const signedIn = (email: string) => signedInAs(browser, app.url, email);
const bell = (page: Page) => page.locator('.notification-bell__trigger');

describe('likes, comments and the bell in a real browser', () => {
  it("shows Ben's like and comment in Ava's bell within 30 s, and marks a row read on click", async () => {
    const ava = await signedIn('ava@example.com');
    await expect.poll(() => bell(ava).getAttribute('aria-label')).toBe('Notifications');

    const ben = await signedIn('ben@example.com');
    await ben.goto(`${app.url}/photo/${photoId}`);
    await ben.getByRole('heading', { name: photoTitle }).waitFor();
    const like = ben.locator('.photo-detail .photo-stats__toggle--like').first();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.innerText()).toContain('1');
    const post = ben.getByRole('button', { name: 'Post Comment' });
    expect(await post.isDisabled()).toBe(true);
    await ben.getByRole('textbox').last().fill('  What a calm lake!  ');
    await post.click();
    await ben.getByText('Comment posted').waitFor();
    await ben.getByRole('list', { name: 'Comments' }).getByText('What a calm lake!').waitFor();

    // Ava's open page polls the count every 30 s.
    await expect.poll(() => bell(ava).getAttribute('aria-label'), { timeout: 35_000, interval: 1000 }).toBe('Notifications, 2 unread');
    await bell(ava).click();
    const rows = ava.locator('.notification-row');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'New comment' }).getByText(`Ben Okafor commented on your photo "${photoTitle}"`).waitFor();
    await rows.filter({ hasText: 'New like' }).getByText(`Ben Okafor liked your photo "${photoTitle}"`).waitFor();
    expect(await ava.locator('.notification-row--unread').count()).toBe(2);

    await rows.filter({ hasText: 'New like' }).click();
    await ava.waitForURL(`${app.url}/photo/${photoId}`);
    await expect.poll(() => bell(ava).getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await ava.getByRole('list', { name: 'Comments' }).getByText('What a calm lake!').waitFor();
    await ava.context().close();
    await ben.context().close();
  }, 60_000);

  it("shows the weekly feature, What's New and working feed tabs on the home feed", async () => {
    await runScheduledJob('weekly-feature');
    const chloe = await signedIn('chloe@example.com');
    await chloe.getByText('Photo of the Week').waitFor();
    await chloe.locator('.weekly-feature').getByRole('heading', { name: photoTitle }).waitFor();
    await chloe.getByRole('heading', { name: "What's New" }).waitFor();
    // The announcements are read once the week's photo is on screen (the home's photo goes first).
    await expect.poll(() => chloe.getByRole('list', { name: 'Announcements' }).getByRole('listitem').count()).toBe(3);

    // Following: empty until Chloé follows Ava from her profile, then Ava's photo.
    await chloe.getByRole('tab', { name: 'Following' }).click();
    await chloe.waitForURL(/tab=following/);
    await chloe.getByText('Nothing from people you follow yet').waitFor();
    await chloe.goto(`${app.url}/photo/${photoId}`);
    await chloe.getByRole('link', { name: 'Ava Martin' }).first().click();
    await chloe.waitForURL(/\/profile\/\w+/);
    await chloe.getByRole('heading', { name: 'Ava Martin' }).waitFor();
    const follow = chloe.locator('.follow-button');
    await expect.poll(() => follow.count()).toBe(1);
    await follow.click();
    await expect.poll(() => follow.innerText()).toMatch(/Following|Unfollow/);
    await chloe.goto(`${app.url}/?tab=following`);
    await chloe.locator('.photo-card').getByText(photoTitle).waitFor();

    await chloe.getByRole('tab', { name: 'Trending' }).click();
    await chloe.waitForURL(/tab=trending/);
    await chloe.locator('.photo-card').getByText(photoTitle).waitFor();
    await chloe.getByRole('tab', { name: 'For You' }).click();
    await chloe.locator('.photo-card').getByText(photoTitle).waitFor();
    await chloe.context().close();
  }, 60_000);
});
