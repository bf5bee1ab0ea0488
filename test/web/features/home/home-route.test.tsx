import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicUser } from '@shared/schemas/user';
import { makeUser, mockFetch, renderApp } from '../../utils';

/** Home's four reads for this member, with nothing featured, no photos and no announcements. */
const emptyHome = (user: PublicUser = makeUser()) =>
  mockFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/weekly-features/current': { body: 'null' },
    'GET /api/photos': { body: [] },
    'GET /api/announcements': { body: [] },
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

  it('an ordinary visit to home neither scrolls nor says anything about uploads', async () => {
    const scrolledInto = recordScrolls();
    emptyHome();

    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Latest Photos' })).toBeTruthy();
    expect(screen.queryByText(/Just uploaded/)).toBeNull();
    expect(scrolledInto).toHaveLength(0);
  });
});
