import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoRoute } from '@/app/routes/photo';
import { PhotoCard } from '@/features/photos/components/photo-card';
import { mockFetch, renderApp, toastTexts, type StubResponse } from '../../utils';
import { makePhoto, ME, myPhoto, renderAt, renderRoutes } from '../photos/support';
import { deferred, makeProfile, myProfile, renderProfiles } from './support';

const PROFILE = '/api/users/user-2/profile';
const FOLLOW = '/api/users/user-2/follow';

const stat = (label: string) => screen.getByTestId(`profile-stat-${label}`).querySelector('dd')?.textContent;
const header = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

function stubMember(extra: Record<string, StubResponse | (() => StubResponse | Promise<StubResponse>)> = {}) {
  return mockFetch({
    [`GET ${PROFILE}`]: { body: makeProfile() },
    'GET /api/users/user-2/photos': { body: [makePhoto({ id: 'p-1' }), makePhoto({ id: 'p-2' })] },
    ...extra,
  });
}

describe('member profiles', () => {
  it("shows /profile's Followers, Following and Likes from the member's profile", async () => {
    const api = mockFetch({
      'GET /api/users/user-1/profile': { body: myProfile({ followers: 12, following: 3, likes: 2500 }) },
      'GET /api/users/user-1/photos': { body: [myPhoto({ id: 'p-1' })] },
    });

    renderProfiles('/profile');

    await waitFor(() => expect(stat('followers')).toBe('12'));
    expect(stat('following')).toBe('3');
    expect(stat('likes')).toBe('2.5K');
    expect(stat('photos')).toBe('1');
    expect(within(header()).getByText('ada@example.com')).toBeTruthy();
    expect(within(header()).queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(api.callsTo('GET', '/api/users/user-1/profile')).toHaveLength(1);
  });

  it("shows '–' for the counts when the profile cannot be read", async () => {
    mockFetch({
      'GET /api/users/user-1/photos': { body: [] },
      'GET /api/users/user-1/profile': { status: 500, body: { message: 'Internal error' } },
    });

    renderProfiles('/profile');

    await waitFor(() => expect(stat('followers')).toBe('–'));
    expect(stat('likes')).toBe('–');
  });

  it('renders /profile/{id} as that member: name, counts, no email, Follow and their photos', async () => {
    stubMember();

    renderProfiles('/profile/user-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(within(header()).getByText('GH')).toBeTruthy();
    expect(within(header()).queryByText(/@/)).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(within(header()).getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(stat('followers')).toBe('5');
    expect(stat('following')).toBe('2');
    expect(stat('likes')).toBe('40');
    const grid = await screen.findByRole('list', { name: 'Photos by Grace Hopper' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(stat('photos')).toBe('2'));
  });

  it('is reachable through the app router at /profile/{id}', async () => {
    mockFetch({
      'GET /api/auth/user': { body: ME },
      [`GET ${PROFILE}`]: { body: makeProfile() },
      'GET /api/users/user-2/photos': { body: [] },
    });

    renderApp('/profile/user-2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    expect(await screen.findByText('Grace Hopper has not shared any photos with you yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upload Photos' })).toBeNull();
  });

  it("sends one's own id to /profile", async () => {
    mockFetch({ 'GET /api/users/user-1/profile': { body: myProfile() }, 'GET /api/users/user-1/photos': { body: [] } });

    const { router } = renderProfiles('/profile/user-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it("says 'Member not found' for an unknown member", async () => {
    mockFetch({
      'GET /api/users/nobody/profile': { status: 404, body: { message: 'Member not found' } },
      'GET /api/users/nobody/photos': { body: [] },
    });

    renderProfiles('/profile/nobody');

    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('follow and unfollow', () => {
  it('follows at once, then keeps the answered profile; pointing at Following offers Unfollow, which unfollows', async () => {
    // Prepare
    const user = userEvent.setup();
    const followed = deferred({ body: makeProfile({ isFollowing: true, followers: 9 }) });
    const api = stubMember({
      [`POST ${FOLLOW}`]: followed.handler,
      [`DELETE ${FOLLOW}`]: { body: makeProfile({ isFollowing: false, followers: 8 }) },
    });
    const { queryClient } = renderProfiles('/profile/user-2');
    queryClient.setQueryData(['photos', 'following'], { pages: [], pageParams: [] });
    queryClient.setQueryData(['profiles', ME.id], myProfile({ following: 2 }));

    // Act: follow
    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    // Assess: the guess first, then the server's numbers
    const button = within(header()).getByRole('button', { name: 'Following' });
    expect(stat('followers')).toBe('6');
    await act(async () => followed.release());
    await waitFor(() => expect(stat('followers')).toBe('9'));
    expect(api.callsTo('POST', FOLLOW)).toHaveLength(1);
    expect(queryClient.getQueryState(['photos', 'following'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['profiles', ME.id])?.isInvalidated).toBe(true);
    // Right after the click the label stays 'Following' even under the pointer.
    expect(button.textContent).toBe('Following');

    // Act: leave, come back, unfollow
    await user.unhover(button);
    await user.hover(button);
    expect(button.textContent).toBe('Unfollow');
    await user.click(button);

    // Assess
    expect(await within(header()).findByRole('button', { name: 'Follow' })).toBeTruthy();
    await waitFor(() => expect(stat('followers')).toBe('8'));
    expect(api.callsTo('DELETE', FOLLOW)).toHaveLength(1);
  });

  it('puts the button back and says why when the follow fails', async () => {
    const user = userEvent.setup();
    stubMember({ [`POST ${FOLLOW}`]: { status: 400, body: { message: 'You cannot follow yourself' } } });
    renderProfiles('/profile/user-2');

    await user.click(await screen.findByRole('button', { name: 'Follow' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Failed to followYou cannot follow yourself']));
    expect(within(header()).getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(stat('followers')).toBe('5');
  });

  it("offers Follow next to the author of someone else's photo, not of one's own", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos/p-1': { body: makePhoto({ id: 'p-1' }) },
      'GET /api/photos/p-1/comments': { body: [] },
      [`GET ${PROFILE}`]: { body: makeProfile({ isFollowing: true }) },
      [`DELETE ${FOLLOW}`]: { body: makeProfile({ isFollowing: false, followers: 4 }) },
    });
    renderRoutes([{ path: '/photo/:id', element: <PhotoRoute /> }], '/photo/p-1', { signedInAs: ME });

    const page = (await screen.findByRole('heading', { level: 1, name: 'Sunset over the bay p-1' })).closest('article')!;
    const author = within(page).getByRole('link', { name: 'Grace Hopper' });
    expect(author.getAttribute('href')).toBe('/profile/user-2');
    const following = await within(page).findByRole('button', { name: 'Following' });
    await user.hover(following);
    await user.click(within(page).getByRole('button', { name: 'Unfollow' }));

    expect(await within(page).findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(api.callsTo('DELETE', FOLLOW)).toHaveLength(1);
  });

  it("shows no Follow on one's own photo, and does not ask for one's profile there", async () => {
    const api = mockFetch({ 'GET /api/photos/p-1': { body: myPhoto({ id: 'p-1' }) }, 'GET /api/photos/p-1/comments': { body: [] } });
    renderRoutes([{ path: '/photo/:id', element: <PhotoRoute /> }], '/photo/p-1', { signedInAs: ME });

    const page = (await screen.findByRole('heading', { level: 1, name: 'Sunset over the bay p-1' })).closest('article')!;
    expect(within(page).getByRole('button', { name: 'Photo actions' })).toBeTruthy();
    expect(within(page).queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(api.calls.filter((call) => call.path.endsWith('/profile'))).toHaveLength(0);
  });
});

describe('author links', () => {
  it("links a card's author name to their profile", async () => {
    mockFetch({});
    const { router } = renderAt(<PhotoCard photo={makePhoto({ userId: 'user-2' })} />);

    const link = within(screen.getByRole('article')).getByRole('link', { name: 'Grace Hopper' });
    expect(link.getAttribute('href')).toBe('/profile/user-2');
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/profile/user-2');
  });
});
