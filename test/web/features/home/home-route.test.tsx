import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '../../utils';

describe('home route (/) for a member', () => {
  it("composes the weekly feature, Latest Photos with its tabs and What's New, inside the member frame", async () => {
    // Prepare
    const api = mockFetch({
      'GET /api/auth/user': { body: makeUser({ authProvider: 'email', emailVerified: false }) },
      'GET /api/weekly-features/current': { body: 'null' },
      'GET /api/photos': { body: [] },
      'GET /api/announcements': { body: [] },
    });

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
});
