import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockFetch, renderApp, SIGNED_OUT, toastTexts } from '../utils';

describe('router', () => {
  it('shows the 404 screen for an unknown path', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('shows the branded loading screen while the user loads', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    renderApp('/');

    expect(screen.getByTestId('loading-screen').textContent).toContain('Snifty Photos');
    await act(async () => answer(new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 })));
    expect(await screen.findByRole('heading', { name: 'Share Your Story' })).toBeTruthy();
  });

  it.each(['/upload', '/profile', '/photo/p-1', '/api-keys', '/tribes', '/tribe-feed', '/capsules'])(
    'sends a visitor on %s to /signin after an Unauthorized notice and 500 ms',
    async (path) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

      const { router } = renderApp(path, { strict: true });

      expect(await screen.findByText('Unauthorized')).toBeTruthy();
      expect(toastTexts()).toHaveLength(1);
      await act(async () => vi.advanceTimersByTime(450));
      expect(router.state.location.pathname).toBe(path);
      await act(async () => vi.advanceTimersByTime(100));
      expect(router.state.location.pathname).toBe('/signin');
    },
  );

  it('lets a member through to a guarded screen', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser() } });

    renderApp('/tribes');

    expect(await screen.findByRole('heading', { name: 'My Tribes' })).toBeTruthy();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });

  it('keeps /share/:uniqueLink public', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    const { router } = renderApp('/share/abc123');

    // A visitor reaches the share page itself (here an unknown link), not the sign-in screen.
    expect(await screen.findByText('This share link is invalid or has been removed.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/share/abc123');
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });

  it('logs out: POST /api/auth/logout, then home as a visitor after 500 ms, even when the call fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = true;
    const api = mockFetch({
      'GET /api/auth/user': () => (signedIn ? { body: makeUser() } : SIGNED_OUT),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 500, body: { message: 'boom' } };
      },
      'GET /api/users/user-1/photos': { body: [] },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await act(async () => vi.advanceTimersByTime(500));

    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Share Your Story' })).toBeTruthy();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });
});
