import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@shared/constants';
import type { FollowedMember } from '@shared/schemas/social';
import { makePhoto, myPhoto } from '../photos/support';
import { mockFetch } from '../../utils';
import { makeProfile, myProfile, renderProfiles } from '../social/support';

const followed = (id: string, firstName: string, overrides: Partial<FollowedMember> = {}): FollowedMember => ({
  user: { id, firstName, lastName: 'Member', email: null, profileImageUrl: null },
  isFollowing: true,
  isSelf: false,
  ...overrides,
});

const OWN = {
  'GET /api/users/user-1/profile': { body: myProfile() },
  'GET /api/users/user-1/photos': { body: [myPhoto({ id: 'p-mine' })] },
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]);

describe('profile tabs', () => {
  it('opens Liked from the URL-backed tab, and back returns to Photos', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...OWN,
      'GET /api/users/user-1/liked-photos': {
        body: [makePhoto({ id: 'p-liked', title: 'A liked sunset', isLiked: true })],
        headers: { [NEXT_CURSOR_HEADER]: 'next/1' },
      },
      'GET /api/users/user-1/liked-photos?cursor=next%2F1': { body: [makePhoto({ id: 'p-older', isLiked: true })] },
    });

    const { router } = renderProfiles('/profile');

    await screen.findByRole('list', { name: 'Your photos' });
    expect(api.callsTo('GET', '/api/users/user-1/liked-photos')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Liked' }));

    expect(router.state.location.search).toBe('?tab=liked');
    const grid = await screen.findByRole('list', { name: 'Photos you liked' });
    expect(within(grid).getByRole('link', { name: 'A liked sunset' })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Liked' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(tabNames()).toEqual([
      ['Photos', 'true'],
      ['Liked', 'false'],
      ['Following', 'false'],
    ]);
    expect(await screen.findByRole('list', { name: 'Your photos' })).toBeTruthy();
  });

  it('moves with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    mockFetch({ ...OWN, 'GET /api/users/user-1/following': { body: [] } });

    const { router } = renderProfiles('/profile');

    await screen.findByRole('list', { name: 'Your photos' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[2]);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?tab=following');
    expect(await screen.findByRole('heading', { name: 'Not following anyone yet' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[0]);
  });

  it('lists whom the member follows with a picture, a link to each profile and a follow button', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...OWN,
      'GET /api/users/user-1/following': { body: [followed('user-2', 'Grace'), followed('user-3', 'Katherine')] },
      'DELETE /api/users/user-2/follow': { body: makeProfile({ isFollowing: false }) },
    });

    renderProfiles('/profile?tab=following');

    const list = await screen.findByRole('list', { name: 'Following' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Grace Member', 'Katherine Member']);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/profile/user-2');
    expect(within(rows[0]!).getByText('GM')).toBeTruthy();
    await user.click(within(rows[0]!).getByRole('button', { name: /Following|Unfollow/ }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/users/user-2/follow')).toHaveLength(1));
  });

  it("has no Liked tab on another member's profile, even from the URL, and shows whom they follow", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/users/user-2/profile': { body: makeProfile() },
      'GET /api/users/user-2/photos': { body: [makePhoto()] },
      'GET /api/users/user-2/following': {
        body: [
          followed('user-1', 'Ada', { isSelf: true, isFollowing: false }),
          followed('user-3', 'Katherine', { isFollowing: false }),
        ],
      },
      'POST /api/users/user-3/follow': { body: makeProfile({ user: { ...makeProfile().user, id: 'user-3' }, isFollowing: true }) },
    });

    renderProfiles('/profile/user-2?tab=liked');

    await screen.findByRole('list', { name: /^Photos by/ });
    expect(tabNames()).toEqual([
      ['Photos', 'true'],
      ['Following', 'false'],
    ]);
    expect(api.callsTo('GET', '/api/users/user-2/liked-photos')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    const list = await screen.findByRole('list', { name: 'Following' });
    const [me, katherine] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(me).getByRole('link').textContent).toBe('Ada Member (you)');
    expect(within(me).getByRole('link').getAttribute('href')).toBe('/profile');
    expect(within(me).queryByRole('button')).toBeNull();
    await user.click(within(katherine).getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/users/user-3/follow')).toHaveLength(1));
  });
});
