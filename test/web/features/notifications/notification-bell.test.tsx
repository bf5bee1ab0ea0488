import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UNREAD_COUNT_POLL_MS } from '@shared/constants';
import type { Notification } from '@shared/schemas/social';
import type { PublicUser } from '@shared/schemas/user';
import { AppProvider } from '@/app/provider';
import { BellIcon } from '@/components/ui/icons/bell';
import { HeartIcon } from '@/components/ui/icons/heart';
import { ImageIcon } from '@/components/ui/icons/image';
import { MessageCircleIcon } from '@/components/ui/icons/message-circle';
import { UserPlusIcon } from '@/components/ui/icons/user-plus';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { currentUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeUser, mockFetch, renderApp, SIGNED_OUT, toastTexts, type StubResponse } from '../../utils';

const ME = makeUser({ id: 'user-1' });
const COUNT = '/api/notifications/unread-count';
const LIST = '/api/notifications';

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n-1',
    userId: ME.id,
    fromUserId: 'user-2',
    photoId: 'p-1',
    type: 'like',
    title: 'New like',
    message: 'Grace liked your photo',
    isRead: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** The bell at '/', a stand-in photo page, and the member (or null: signed out) already known. */
function renderBell({ signedInAs = ME }: { signedInAs?: PublicUser | null } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQueryOptions().queryKey, signedInAs);
  const page = (content: ReactElement) => (
    <>
      <NotificationBell />
      {content}
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page(<p>Home</p>) },
      { path: '/photo/:id', element: page(<p>Photo page</p>) },
    ],
    { initialEntries: ['/'] },
  );
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
const panel = () => screen.getByRole('dialog', { name: 'Notifications' });
const rows = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button');

describe('NotificationBell', () => {
  describe('badge', () => {
    it("shows '99+' above 99 unread, with the exact count in the button's name", async () => {
      mockFetch({ [`GET ${COUNT}`]: { body: { count: 150 } } });

      renderBell();

      const button = await bell('Notifications, 150 unread');
      expect(within(button).getByTestId('unread-badge').textContent).toBe('99+');
    });

    it('shows the exact number up to 99', async () => {
      mockFetch({ [`GET ${COUNT}`]: { body: { count: 7 } } });

      renderBell();

      const button = await bell('Notifications, 7 unread');
      expect(within(button).getByTestId('unread-badge').textContent).toBe('7');
    });

    it('is hidden when nothing is unread', async () => {
      const api = mockFetch({ [`GET ${COUNT}`]: { body: { count: 0 } } });

      const { queryClient } = renderBell();

      await waitFor(() => expect(queryClient.getQueryState(['notifications', ME.id, 'unread-count'])?.status).toBe('success'));
      expect(api.callsTo('GET', COUNT)).toHaveLength(1);
      expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
      expect(screen.queryByTestId('unread-badge')).toBeNull();
    });
  });

  describe('polling', () => {
    it('asks for the unread count again every 30 s', async () => {
      // Prepare: only the interval clock is fake, so responses still arrive on their own.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      let count = 1;
      const api = mockFetch({ [`GET ${COUNT}`]: () => ({ body: { count } }) });

      // Act
      renderBell();

      // Assess
      expect(await bell('Notifications, 1 unread')).toBeTruthy();
      expect(api.callsTo('GET', COUNT)).toHaveLength(1);
      count = 4;
      await act(() => vi.advanceTimersByTimeAsync(UNREAD_COUNT_POLL_MS - 1));
      expect(api.callsTo('GET', COUNT)).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(api.callsTo('GET', COUNT)).toHaveLength(2);
      expect(await bell('Notifications, 4 unread')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(UNREAD_COUNT_POLL_MS));
      expect(api.callsTo('GET', COUNT)).toHaveLength(3);
      expect(api.callsTo('GET', LIST)).toHaveLength(0);
    });

    it('refreshes the count when the menu opens', async () => {
      const user = userEvent.setup();
      const api = mockFetch({ [`GET ${COUNT}`]: { body: { count: 1 } }, [`GET ${LIST}`]: { body: [makeNotification()] } });
      renderBell();
      const button = await bell('Notifications, 1 unread');
      expect(api.callsTo('GET', COUNT)).toHaveLength(1);

      await user.click(button);

      await waitFor(() => expect(api.callsTo('GET', COUNT)).toHaveLength(2));
      expect(await screen.findByText('New like')).toBeTruthy();
      expect(api.callsTo('GET', LIST)).toHaveLength(1);
    });
  });

  describe('signed out', () => {
    it('renders nothing and sends no request at all', async () => {
      vi.useFakeTimers();
      const api = mockFetch({ [`GET ${COUNT}`]: { body: { count: 3 } } });

      renderBell({ signedInAs: null });
      await act(() => vi.advanceTimersByTimeAsync(2 * UNREAD_COUNT_POLL_MS));

      expect(api.fn).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    });

    it('leaves the landing page without notification requests', async () => {
      const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

      renderApp('/');

      expect(await screen.findByRole('heading', { name: 'Share Your Story' })).toBeTruthy();
      expect(api.calls.filter((call) => call.path.startsWith('/api/notifications'))).toEqual([]);
      expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    });
  });

  it("is the signed-in header's bell", async () => {
    mockFetch({ 'GET /api/auth/user': { body: ME }, [`GET ${COUNT}`]: { body: { count: 3 } } });

    renderApp('/');

    // The member home is a lazy chunk: its first import in jsdom may take more than findBy's default second.
    const header = await screen.findByRole('banner', {}, { timeout: 10_000 });
    expect(await within(header).findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
  });

  describe('panel', () => {
    it("shows 'Loading notifications...' and then the rows, newest first, unread ones highlighted with a dot", async () => {
      // Prepare
      const user = userEvent.setup();
      let answer: () => void = () => {};
      const list = [
        makeNotification({ id: 'n-2', title: 'New comment', message: 'Grace: lovely light', type: 'comment' }),
        makeNotification({
          id: 'n-1',
          title: 'New follower',
          message: 'Grace started following you',
          type: 'new_follower',
          photoId: null,
          isRead: true,
          createdAt: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
        }),
      ];
      mockFetch({
        [`GET ${COUNT}`]: { body: { count: 1 } },
        [`GET ${LIST}`]: () => new Promise<StubResponse>((resolve) => (answer = () => resolve({ body: list }))),
      });
      renderBell();

      // Act
      await user.click(await bell('Notifications, 1 unread'));

      // Assess
      expect(within(panel()).getByRole('heading', { name: 'Notifications' })).toBeTruthy();
      expect(within(panel()).getByRole('status').textContent).toBe('Loading notifications...');
      await act(async () => answer());
      await screen.findByRole('list', { name: 'Notifications' });
      expect(screen.queryByText('Loading notifications...')).toBeNull();
      const [comment, follower] = rows();
      expect(comment?.textContent).toBe('New commentGrace: lovely light5m agoUnread');
      expect(comment?.className).toContain('notification-row--unread');
      expect(within(comment!).getByTestId('unread-dot')).toBeTruthy();
      expect(follower?.textContent).toBe('New followerGrace started following you3h ago');
      expect(follower?.className).not.toContain('notification-row--unread');
      expect(within(follower!).queryByTestId('unread-dot')).toBeNull();
    });

    it("shows 'No notifications yet' when there are none, and no 'Mark all read'", async () => {
      const user = userEvent.setup();
      mockFetch({ [`GET ${COUNT}`]: { body: { count: 0 } }, [`GET ${LIST}`]: { body: [] } });
      renderBell();

      await user.click(await bell());

      expect(await within(panel()).findByText('No notifications yet')).toBeTruthy();
      expect(within(panel()).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    });

    it("offers no 'Mark all read' when every row is read", async () => {
      const user = userEvent.setup();
      mockFetch({ [`GET ${COUNT}`]: { body: { count: 0 } }, [`GET ${LIST}`]: { body: [makeNotification({ isRead: true })] } });
      renderBell();

      await user.click(await bell());

      await screen.findByRole('list', { name: 'Notifications' });
      expect(within(panel()).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    });

    it('shows an icon for each type, and the bell for any other type', async () => {
      // Prepare
      const user = userEvent.setup();
      const types = ['new_photo', 'new_follower', 'like', 'comment', 'tribe_added'];
      mockFetch({
        [`GET ${COUNT}`]: { body: { count: 0 } },
        [`GET ${LIST}`]: { body: types.map((type) => makeNotification({ id: `n-${type}`, type, title: type, isRead: true })) },
      });
      const markup = (icon: ReactElement) => render(icon).container.innerHTML;
      const expected = [<ImageIcon />, <UserPlusIcon />, <HeartIcon />, <MessageCircleIcon />, <BellIcon />].map(markup);
      renderBell();

      // Act
      await user.click(await bell());
      await screen.findByRole('list', { name: 'Notifications' });

      // Assess
      const icons = rows().map((row) => row.querySelector('.notification-row__icon')?.innerHTML);
      expect(icons).toEqual(expected);
      expect(new Set(expected).size).toBe(5);
    });

    it('shows an error with a retry when the list cannot load', async () => {
      const user = userEvent.setup();
      let fail = true;
      mockFetch({
        [`GET ${COUNT}`]: { body: { count: 0 } },
        [`GET ${LIST}`]: () => (fail ? { status: 500, body: { message: 'Internal error' } } : { body: [] }),
      });
      renderBell();
      await user.click(await bell());
      expect(await within(panel()).findByRole('alert')).toBeTruthy();

      fail = false;
      await user.click(within(panel()).getByRole('button', { name: 'Try again' }));

      expect(await within(panel()).findByText('No notifications yet')).toBeTruthy();
    });
  });

  describe('Mark all read', () => {
    it("sends PATCH read-all with {}, toasts 'All notifications marked as read' and refreshes list and count", async () => {
      // Prepare
      const user = userEvent.setup();
      let allRead = false;
      const api = mockFetch({
        [`GET ${COUNT}`]: () => ({ body: { count: allRead ? 0 : 2 } }),
        [`GET ${LIST}`]: () => ({
          body: [makeNotification({ id: 'n-2', isRead: allRead }), makeNotification({ id: 'n-1', isRead: allRead })],
        }),
        'PATCH /api/notifications/read-all': () => {
          allRead = true;
          return { body: { marked: 2, count: 0 } };
        },
      });
      renderBell();
      await user.click(await bell('Notifications, 2 unread'));
      await screen.findByRole('list', { name: 'Notifications' });
      const countCallsBefore = api.callsTo('GET', COUNT).length;

      // Act
      await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));

      // Assess
      await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining('All notifications marked as read')]));
      const [patch] = api.callsTo('PATCH', '/api/notifications/read-all');
      expect(patch?.body).toEqual({});
      expect(api.callsTo('PATCH', '/api/notifications/read-all')).toHaveLength(1);
      expect(api.callsTo('GET', LIST)).toHaveLength(2);
      expect(api.callsTo('GET', COUNT).length).toBe(countCallsBefore + 1);
      expect(within(panel()).queryByRole('button', { name: 'Mark all read' })).toBeNull();
      expect(screen.queryAllByTestId('unread-dot')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    });
  });

  describe('clicking a row', () => {
    it('marks an unread row read with PATCH {}, closes the menu, opens its photo and refreshes the count', async () => {
      // Prepare
      const user = userEvent.setup();
      let read = false;
      const api = mockFetch({
        [`GET ${COUNT}`]: () => ({ body: { count: read ? 0 : 1 } }),
        [`GET ${LIST}`]: () => ({ body: [makeNotification({ id: 'n-7', photoId: 'p-9', isRead: read })] }),
        'PATCH /api/notifications/n-7/read': () => {
          read = true;
          return { body: { count: 0 } };
        },
      });
      const { router } = renderBell();
      await user.click(await bell('Notifications, 1 unread'));
      await screen.findByRole('list', { name: 'Notifications' });

      // Act
      await user.click(rows()[0]!);

      // Assess
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
      expect(router.state.location.pathname).toBe('/photo/p-9');
      await waitFor(() => expect(api.callsTo('PATCH', '/api/notifications/n-7/read')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/notifications/n-7/read')[0]?.body).toEqual({});
      expect(await bell('Notifications')).toBeTruthy();
      expect(screen.queryByTestId('unread-badge')).toBeNull();
    });

    it('only closes the menu for a read follower row (no request, no navigation)', async () => {
      const user = userEvent.setup();
      const api = mockFetch({
        [`GET ${COUNT}`]: { body: { count: 0 } },
        [`GET ${LIST}`]: { body: [makeNotification({ type: 'new_follower', photoId: null, isRead: true })] },
      });
      const { router } = renderBell();
      await user.click(await bell());
      await screen.findByRole('list', { name: 'Notifications' });

      await user.click(rows()[0]!);

      expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
      expect(router.state.location.pathname).toBe('/');
      expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    });
  });

  describe('keyboard', () => {
    it('opens with Enter, moves between rows with the arrow keys, selects with Enter and closes with Escape', async () => {
      // Prepare
      const user = userEvent.setup();
      const api = mockFetch({
        [`GET ${COUNT}`]: { body: { count: 1 } },
        [`GET ${LIST}`]: {
          body: [
            makeNotification({ id: 'n-2', title: 'Second', isRead: true, photoId: null }),
            makeNotification({ id: 'n-1', title: 'First', photoId: null }),
          ],
        },
        'PATCH /api/notifications/n-1/read': { body: { count: 0 } },
      });
      renderBell();
      const button = await bell('Notifications, 1 unread');
      button.focus();

      // Act and assess
      await user.keyboard('{Enter}');
      await screen.findByRole('list', { name: 'Notifications' });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);

      await user.keyboard('{Enter}');
      const [second, first] = rows();
      expect(document.activeElement).toBe(second);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(first);
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement).toBe(second);
      await user.keyboard('{ArrowUp}');
      expect(document.activeElement).toBe(first);
      await user.keyboard('{Enter}');

      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(api.callsTo('PATCH', '/api/notifications/n-1/read')).toHaveLength(1));
    });
  });
});
