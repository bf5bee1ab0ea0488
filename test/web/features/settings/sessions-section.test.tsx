import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as M } from '@shared/messages/session';
import type { SessionSummary } from '@shared/schemas/session';
import { SessionsSection } from '@/features/settings/components/sessions-section';
import { mockFetch, renderWithProviders, toastTexts } from '../../utils';

const session = (overrides: Partial<SessionSummary>): SessionSummary => ({
  id: 'a'.repeat(32),
  device: 'Firefox on Linux',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeen: '2026-11-27T09:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  current: true,
  ...overrides,
});

describe('Signed-in devices', () => {
  it('lists each browser with its dates, marks this one, and signs another one out', async () => {
    const user = userEvent.setup();
    let listed = [session({}), session({ id: 'b'.repeat(32), device: 'Safari on iPhone', current: false })];
    const api = mockFetch({
      'GET /api/auth/sessions': () => ({ body: listed }),
      [`DELETE /api/auth/sessions/${'b'.repeat(32)}`]: () => {
        listed = listed.filter((s) => s.current);
        return { status: 204, body: null };
      },
    });
    renderWithProviders(<SessionsSection />);

    const list = await screen.findByRole('list', { name: M.heading });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Firefox on Linux', 'Safari on iPhone']);
    expect(within(rows[0]!).getByText(M.thisDevice)).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText(/Signed in Nov 20, 2026.*Last used Nov 27, 2026/)).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: `${M.signOut} Safari on iPhone` }));

    expect(api.callsTo('DELETE', `/api/auth/sessions/${'b'.repeat(32)}`)).toHaveLength(1);
    await waitFor(() => expect(toastTexts().join(' ')).toContain(M.signedOut));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText(M.noOthers)).toBeTruthy();
  });

  it('signs out everywhere else and says how many', async () => {
    const user = userEvent.setup();
    let listed = [session({}), session({ id: 'b'.repeat(32), current: false }), session({ id: 'c'.repeat(32), current: false })];
    const api = mockFetch({
      'GET /api/auth/sessions': () => ({ body: listed }),
      'DELETE /api/auth/sessions': () => {
        listed = listed.filter((s) => s.current);
        return { body: { ended: 2 } };
      },
    });
    renderWithProviders(<SessionsSection />);

    await user.click(await screen.findByRole('button', { name: M.signOutOthers }));

    expect(api.callsTo('DELETE', '/api/auth/sessions')).toHaveLength(1);
    await waitFor(() => expect(toastTexts().join(' ')).toContain(M.othersSignedOut(2)));
    await waitFor(() => expect(screen.queryByRole('button', { name: M.signOutOthers })).toBeNull());
  });

  it('says so when a sign-out fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/sessions': () => ({
        body: [session({}), session({ id: 'b'.repeat(32), device: 'Chrome on Android', current: false })],
      }),
      [`DELETE /api/auth/sessions/${'b'.repeat(32)}`]: { status: 404, body: { message: M.notFound } },
    });
    renderWithProviders(<SessionsSection />);

    await user.click(await screen.findByRole('button', { name: `${M.signOut} Chrome on Android` }));

    await waitFor(() => expect(toastTexts().join(' ')).toContain(M.notFound));
  });
});
