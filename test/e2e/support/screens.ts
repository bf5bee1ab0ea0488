/**
 * Every screen of the app, each with how to open it and what shows once it has loaded: the walk the
 * security-headers and accessibility tests take. Needs the demo (photos, tribes) and one share link.
 */
import type { Page } from 'playwright-core';
import type { LocalServer } from '../../../infra/local/server';
import { client } from '../../integration/support/local-app';
import { signIn } from '../../integration/support/members';

export interface Screen {
  name: string;
  /** Opened by a signed-in member (Ava), or signed out. */
  member: boolean;
  open(page: Page): Promise<void>;
}

export interface ScreenFixture {
  /** One of Ava's photos. */
  photoId: string;
  /** A share link to that photo, as its recipient opens it. */
  shareUrl: string;
}

/** Ava's newest photo and a share link to it; run after the demo has been analysed. */
export async function screenFixture(app: LocalServer): Promise<ScreenFixture> {
  await app.objectStore.idle();
  const ava = client(app.url);
  const avaId = await signIn(app, ava, 'ava@example.com');
  const photos = (await ava.get('/api/photos')).body as { id: string; userId: string; status: string }[];
  // Her own, so the detail shows the owner's controls too.
  const photo = photos.find((p) => p.status === 'ready' && p.userId === avaId);
  if (!photo) throw new Error('the demo has no ready photo of Ava');
  const share = await ava.post('/api/silent-shares', { photoId: photo.id, shareType: 'warm', customMessage: 'For you.' });
  if (share.status !== 201) throw new Error(`share refused: ${share.status}`);
  return { photoId: photo.id, shareUrl: new URL(share.body.shareUrl as string).pathname };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Loaded: no loading skeleton left, its photos' images decoded, the fonts ready. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[class*="skeleton"]'));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

export function allScreens(app: LocalServer, fixture: ScreenFixture): Screen[] {
  const go = (page: Page, path: string) => page.goto(`${app.url}${path}`, { waitUntil: 'load' });
  const screen = (name: string, member: boolean, path: string, ready: (page: Page) => Promise<unknown>): Screen => ({
    name,
    member,
    async open(page) {
      await go(page, path);
      await ready(page);
      await settled(page);
    },
  });
  return [
    screen('landing', false, '/', (page) => heading(page, /./)),
    screen('sign-in', false, '/signin', (page) => heading(page, 'Welcome back')),
    screen('sign-up', false, '/signup', (page) => heading(page, /./)),
    screen('forgot password', false, '/forgot-password', (page) => heading(page, /./)),
    screen('share page', false, fixture.shareUrl, (page) => page.locator('#shared-photo-title').waitFor()),
    screen('404 signed out', false, '/no/such/page', (page) => heading(page, '404 Page Not Found')),
    // An invitation mail's link opened signed out, and signed in with nothing waiting.
    screen('invitation signed out', false, '/invitations/no-such-tribe?answer=accept', (page) =>
      heading(page, 'You are invited to a tribe'),
    ),
    screen('home feed', true, '/', (page) => page.locator('.photo-card').first().waitFor()),
    screen('trending', true, '/?tab=trending', (page) => page.locator('.photo-card').first().waitFor()),
    screen('following', true, '/?tab=following', (page) => heading(page, 'Home')),
    screen('photo detail', true, `/photo/${fixture.photoId}`, (page) => heading(page, /./)),
    screen('profile', true, '/profile', (page) => heading(page, /./)),
    screen('upload', true, '/upload', (page) => heading(page, 'Upload Photos')),
    screen('tribes', true, '/tribes', (page) => heading(page, 'My Tribes')),
    screen('tribe feed', true, '/tribe-feed', (page) => heading(page, 'Tribe Feeds')),
    {
      name: 'notifications open',
      member: true,
      async open(page) {
        await go(page, '/');
        await page.locator('.photo-card').first().waitFor();
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await page.locator('.notification-panel').waitFor();
        await settled(page);
      },
    },
    screen('memories', true, '/capsules', (page) => heading(page, 'Memories')),
    screen('api keys', true, '/api-keys', (page) => heading(page, 'API Keys')),
    // With a key just generated: the one-time key panel and its toast.
    screen('api keys, a key generated', true, '/api-keys', async (page) => {
      await heading(page, 'API Keys');
      await page.getByRole('combobox', { name: 'Platform' }).selectOption('android');
      await page.getByLabel('Key name').fill('Walk phone');
      await page.getByRole('button', { name: 'Generate API Key' }).click();
      await page.getByTestId('new-api-key').waitFor();
      await page.getByTestId('toast').first().waitFor();
    }),
    screen('settings', true, '/settings', (page) => heading(page, 'Settings')),
    screen('invitation signed in', true, '/invitations/no-such-tribe?answer=accept', (page) => heading(page, 'No invitation waiting')),
    screen('404 signed in', true, '/no/such/page', (page) => heading(page, '404 Page Not Found')),
  ];
}
