import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { ProfileRoute } from '@/app/routes/profile';
import { formatPhotoCount } from '@/features/profile/components/profile-header';
import { makeUser, mockFetch } from '../../utils';
import { ME, myPhoto, renderRoutes } from '../photos/support';

const renderProfile = () =>
  renderRoutes(
    [
      { path: '/profile', element: <ProfileRoute /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    '/profile',
    { signedInAs: ME },
  );

const stat = (label: string) => screen.getByTestId(`profile-stat-${label}`).querySelector('dd')?.textContent;

describe('profile', () => {
  it('shows the member: avatar, name, Creator badge, email, buttons and the Photos tab', async () => {
    mockFetch({ 'GET /api/users/user-1/photos': { body: [] } });

    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    const header = screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).closest('header')!;
    expect(within(header).getByText('Creator')).toBeTruthy();
    expect(within(header).getByText('ada@example.com')).toBeTruthy();
    expect(within(header).getByText('AL')).toBeTruthy();
    const uploadVideo = within(header).getByRole('button', { name: /Upload Video/ }) as HTMLButtonElement;
    expect(uploadVideo.disabled).toBe(true);
    expect(within(uploadVideo).getByText('Soon')).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/settings');
    expect(within(header).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Photos', 'true'],
      ['Liked', 'false'],
      ['Following', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toBeTruthy();
  });

  it("counts the member's photos (with + while more pages exist); Followers, Following and Likes come from the profile", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/users/user-1/profile': {
        body: {
          user: { id: 'user-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', profileImageUrl: null },
          followers: 4,
          following: 7,
          likes: 1200,
          isFollowing: false,
          isSelf: true,
        },
      },
      'GET /api/users/user-1/photos': {
        body: [myPhoto({ id: 'p-3' }), myPhoto({ id: 'p-2' })],
        headers: { [NEXT_CURSOR_HEADER]: 'next' },
      },
      'GET /api/users/user-1/photos?cursor=next': { body: [myPhoto({ id: 'p-1' })] },
    });

    renderProfile();

    await waitFor(() => expect(stat('photos')).toBe('2+'));
    await waitFor(() => expect(stat('followers')).toBe('4'));
    expect(stat('following')).toBe('7');
    expect(stat('likes')).toBe('1.2K');
    const grid = screen.getByRole('list', { name: 'Your photos' });
    expect(grid.className).toContain('photo-grid--profile');
    expect(within(grid).getAllByRole('article')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(stat('photos')).toBe('3'));
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    // One request per page: the header and the grid share the query.
    expect(api.calls.filter((call) => call.path === '/api/users/user-1/photos').map((call) => call.url)).toEqual([
      '/api/users/user-1/photos',
      '/api/users/user-1/photos?cursor=next',
    ]);
  });

  it('shows an empty grid with a link to upload, and counts 0', async () => {
    mockFetch({ 'GET /api/users/user-1/photos': { body: [] } });

    renderProfile();

    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Photos' }).getAttribute('href')).toBe('/upload');
    expect(stat('photos')).toBe('0');
  });

  it('uses the header display rule for a member without names', async () => {
    mockFetch({ 'GET /api/users/user-9/photos': { body: [] } });

    renderRoutes([{ path: '/profile', element: <ProfileRoute /> }], '/profile', {
      signedInAs: makeUser({ id: 'user-9', firstName: null, lastName: null, email: 'zed@example.com' }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'zed' })).toBeTruthy();
  });

  it('formats the photo count', () => {
    expect(formatPhotoCount(null)).toBe('…');
    expect(formatPhotoCount(0)).toBe('0');
    expect(formatPhotoCount(24, true)).toBe('24+');
  });
});
