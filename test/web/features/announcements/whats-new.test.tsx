import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@shared/schemas/content';
import { AppProvider } from '@/app/provider';
import { WhatsNew } from '@/features/announcements/components/whats-new';
import { DEFAULT_ANNOUNCEMENTS } from '@/features/announcements/data/default-announcements';
import { mockFetch, renderWithProviders } from '../../utils';

const LIST = 'GET /api/announcements';

const makeAnnouncement = (overrides: Partial<Announcement>): Announcement => ({
  id: 'a-1',
  title: 'Dark mode',
  description: 'Easy on the eyes at night.',
  icon: 'palette',
  color: 'purple',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const cards = () =>
  within(screen.getByRole('list', { name: 'Announcements' }))
    .getAllByRole('article')
    .map((article) => [article.querySelector('h3')?.textContent, article.getAttribute('data-tone')]);

const DEFAULT_CARDS = [
  ['AI captions in your style', 'purple'],
  ['Share with your tribes', 'green'],
  ['Video moments are coming', 'primary'],
];

describe("What's New", () => {
  it("shows the API's announcements, in order, each tinted by its colour (anything else is primary)", async () => {
    mockFetch({
      [LIST]: {
        body: [
          makeAnnouncement({
            id: 'a-3',
            title: 'Tribe feeds',
            description: 'See what each tribe shares.',
            icon: 'users',
            color: 'green',
          }),
          makeAnnouncement({ id: 'a-2', title: 'Restyle captions', icon: 'palette', color: 'purple' }),
          makeAnnouncement({ id: 'a-1', title: 'Clips soon', icon: 'video', color: 'orange' }),
        ],
      },
    });

    renderWithProviders(<WhatsNew />);

    expect(screen.getByRole('heading', { name: "What's New" })).toBeTruthy();
    await screen.findByRole('list', { name: 'Announcements' });
    expect(cards()).toEqual([
      ['Tribe feeds', 'green'],
      ['Restyle captions', 'purple'],
      ['Clips soon', 'primary'],
    ]);
    expect(screen.getByText('See what each tribe shares.')).toBeTruthy();
    expect(screen.queryByText('AI captions in your style')).toBeNull();
  });

  it('shows a placeholder while loading', () => {
    mockFetch({ [LIST]: () => new Promise(() => {}) });

    renderWithProviders(<WhatsNew />);

    expect(screen.getByRole('status', { name: 'Loading announcements' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Announcements' })).toBeNull();
  });

  it('shows the three built-in announcements when the list is empty', async () => {
    mockFetch({ [LIST]: { body: [] } });

    renderWithProviders(<WhatsNew />);

    await screen.findByRole('list', { name: 'Announcements' });
    expect(cards()).toEqual(DEFAULT_CARDS);
    expect(screen.getByText(DEFAULT_ANNOUNCEMENTS[1]!.description)).toBeTruthy();
  });

  it('shows the three built-in announcements when the call fails, asking once: no retry even where retries are the default', async () => {
    const api = mockFetch({ [LIST]: { status: 500, body: { message: 'boom' } } });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
    const router = createMemoryRouter([{ path: '*', element: <WhatsNew /> }]);

    render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    await screen.findByRole('list', { name: 'Announcements' });
    expect(cards()).toEqual(DEFAULT_CARDS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', '/api/announcements')).toHaveLength(1);
  });

  it('shows the three built-in announcements when the network fails', async () => {
    const api = mockFetch({ [LIST]: new TypeError('Failed to fetch') });

    renderWithProviders(<WhatsNew />);

    await screen.findByRole('list', { name: 'Announcements' });
    expect(cards()).toEqual(DEFAULT_CARDS);
    expect(api.calls).toHaveLength(1);
  });
});
