import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/user';
// The app loads the member home lazily: loaded with this file, so the first test does not spend its time
// on transforming the screen's modules (seconds on a loaded machine) instead of on what it checks.
import '@/app/routes/member-home';
import { PROCESSING_POLL_MS } from '@/lib/photo-processing';
import { makeUser, mockFetch, renderApp } from '../../utils';
import { makePhoto } from '../photos/support';

/** Home's four reads for this member, with nothing featured, no photos and no announcements. */
const emptyHome = (user: PublicUser = makeUser()) =>
  mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/weekly-features/current': { body: 'null' },
    'GET /api/photos': { body: [] },
    'GET /api/announcements': { body: [] },
  });

/** Home's reads with a featured photo this week, nothing else to show. */
const homeWithPhoto = () =>
  mockFetch({
    'GET /api/auth/user': { body: makeUser() },
    'GET /api/weekly-features/current': {
      body: {
        photo: { id: 'p-1', photoUrl: '/media/p-1/display.webp', title: 'Harbour', description: null, likes: 1, views: 2 },
        user: { id: 'user-2', firstName: 'Grace', lastName: 'Hopper', email: null, profileImageUrl: null },
        featuredReason: null,
      },
    },
    'GET /api/photos': { body: [] },
    'GET /api/announcements': { body: [] },
    'GET /api/notifications/unread-count': { body: { count: 0 } },
  });

/** jsdom has no layout and no scrollIntoView: records the elements the page asked to scroll to. */
function recordScrolls(): Element[] {
  const scrolledInto: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto.push(this);
  };
  return scrolledInto;
}

describe('home route (/) for a member', () => {
  it("composes the weekly feature, Latest Photos with its tabs and What's New, inside the member frame", async () => {
    // Prepare
    const api = emptyHome(makeUser({ authProvider: 'email', emailVerified: false }));

    // Act
    renderApp('/');

    // Assess
    expect(await screen.findByText('No featured photo this week. Check back soon for amazing Snifty Photos!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Announcements' })).toBeTruthy();
    const main = screen.getByRole('main');
    const sections = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual(['Photo of the Week', 'Latest Photos', "What's New"]);
    expect(within(main).getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Photo feed' })).toBeTruthy();
    expect(screen.getByTestId('verification-banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload photos' }).getAttribute('href')).toBe('/upload');
    expect(api.calls.map((call) => call.url).filter((url) => !url.startsWith('/api/notifications'))).toEqual([
      '/api/auth/user',
      '/api/weekly-features/current',
      '/api/photos',
      '/api/announcements',
    ]);
  });

  it('after an upload, scrolls Latest Photos (the new photos lead it) into view and says so', async () => {
    // Prepare
    const scrolledInto = recordScrolls();
    emptyHome();
    const { router } = renderApp('/upload');
    await screen.findByRole('heading', { name: 'Upload Photos' });
    expect(scrolledInto).toHaveLength(0);

    // Act
    await act(() => router.navigate('/', { replace: true, state: { justUploaded: 2 } }));

    // Assess
    expect(await screen.findByText(/Just uploaded: your 2 photos are first below/)).toBeTruthy();
    expect(scrolledInto).toEqual([screen.getByTestId('home-latest')]);
    expect(document.activeElement).toBe(screen.getByTestId('home-latest'));
  });

  it("says the AI is writing the new photos' text only while one of them is still processing", async () => {
    recordScrolls();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'processing' | 'ready' = 'processing';
    mockFetch({
      'GET /api/auth/user': { body: makeUser({ id: 'user-1' }) },
      'GET /api/weekly-features/current': { body: 'null' },
      'GET /api/photos': () => ({
        body: [makePhoto({ id: 'p-2', userId: 'user-1', status }), makePhoto({ id: 'p-1', userId: 'user-1' })],
      }),
      'GET /api/announcements': { body: [] },
    });
    const { router } = renderApp('/upload');
    await screen.findByRole('heading', { name: 'Upload Photos' });
    await act(() => router.navigate('/', { replace: true, state: { justUploaded: 1 } }));
    await screen.findByRole('heading', { name: /p-2/ });
    expect(screen.getByText(/Just uploaded: your photo is first below/).textContent).toBe(
      'Just uploaded: your photo is first below. The AI is writing its text.',
    );

    status = 'ready';
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS + 50));
    await waitFor(() =>
      expect(screen.getByText(/Just uploaded: your photo is first below/).textContent).toBe(
        'Just uploaded: your photo is first below.',
      ),
    );
    vi.useRealTimers();
  });

  it('an ordinary visit to home neither scrolls nor says anything about uploads', async () => {
    const scrolledInto = recordScrolls();
    emptyHome();

    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Latest Photos' })).toBeTruthy();
    expect(screen.queryByText(/Just uploaded/)).toBeNull();
    expect(scrolledInto).toHaveLength(0);
  });

  it("reads what lies below the week's photo once the photo is on screen (the photo downloads alone)", async () => {
    // Prepare
    const api = homeWithPhoto();
    const belowThePhoto = () =>
      api.calls
        .map((call) => call.path)
        .filter((path) => ['/api/photos', '/api/announcements', '/api/notifications/unread-count'].includes(path));
    renderApp('/');
    const photo = await screen.findByRole('img', { name: 'Harbour' });
    expect(screen.getAllByRole('status', { name: 'Loading photos' })).toHaveLength(1);
    expect(belowThePhoto()).toEqual([]);

    // Act
    fireEvent.load(photo);

    // Assess
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    await waitFor(() =>
      expect(belowThePhoto().sort()).toEqual(['/api/announcements', '/api/notifications/unread-count', '/api/photos']),
    );
  });

  it('does not hold those reads for a photo that never loads longer than a second', async () => {
    // The head start is a timer: a fake clock moves it, so the test waits on no real second.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = homeWithPhoto();
    renderApp('/');
    expect(await screen.findByRole('img', { name: 'Harbour' })).toBeTruthy();

    await act(async () => vi.advanceTimersByTime(1000));

    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/photos')).toHaveLength(1);
  });
});
