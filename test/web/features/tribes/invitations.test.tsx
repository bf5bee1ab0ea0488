import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/schemas/social';
import { toastTexts, mockFetch } from '../../utils';
import { bookClub, family, invitation, ME, renderTribes } from './support';

const USER = { 'GET /api/auth/user': { body: ME } };

const inviteNotification: Notification = {
  id: 'n-1',
  userId: ME.id,
  fromUserId: 'user-9',
  photoId: null,
  tribeId: 'tribe-books',
  type: 'tribe_invite',
  title: 'Tribe invitation',
  message: 'Katherine Johnson invited you to join Book club',
  isRead: false,
  createdAt: new Date().toISOString(),
};

describe('Invitations on My Tribes', () => {
  it('lists the invitations with the tribe and who sent it; Accept joins and the row goes', async () => {
    const user = userEvent.setup();
    let waiting = [invitation(), invitation({ id: 'inv-2', tribeId: 'tribe-x', tribeName: 'Climbers', tribeType: 'bffs' })];
    let tribes = [family()];
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': () => ({ body: tribes }),
      'GET /api/tribes/invitations': () => ({ body: waiting }),
      'POST /api/tribes/tribe-books/accept': () => {
        waiting = waiting.filter((i) => i.tribeId !== 'tribe-books');
        tribes = [family(), bookClub()];
        return { status: 200, body: bookClub() };
      },
    });

    renderTribes();
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(screen.getByRole('heading', { name: 'Invitations' })).toBeTruthy();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '✨Book clubKJfrom Katherine JohnsonAcceptDecline',
      '💖ClimbersKJfrom Katherine JohnsonAcceptDecline',
    ]);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Accept the invitation to Book club' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Invitation acceptedYou are now in Book club.']));
    expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Invitations' })).getAllByRole('listitem')).toHaveLength(1));
    // The tribe now shows among those one belongs to.
    expect(await screen.findByRole('button', { name: /Book club/ })).toBeTruthy();
  });

  it('declines: the invitation is removed and the section goes when none is left', async () => {
    const user = userEvent.setup();
    let waiting = [invitation()];
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/invitations': () => ({ body: waiting }),
      'POST /api/tribes/tribe-books/decline': () => {
        waiting = [];
        return { status: 204 };
      },
    });

    renderTribes();
    await user.click(await screen.findByRole('button', { name: 'Decline the invitation to Book club' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Invitation declined']));
    expect(api.callsTo('POST', '/api/tribes/tribe-books/decline')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull());
  });

  it("shows the server's message when an invitation is gone", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/invitations': { body: [invitation()] },
      'POST /api/tribes/tribe-books/accept': { status: 404, body: { message: 'Invitation not found' } },
    });

    renderTribes();
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation to Book club' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Failed to accept invitationInvitation not found']));
  });

  it('shows no Invitations section when nothing waits', async () => {
    const api = mockFetch({ ...USER, 'GET /api/tribes': { body: [family()] }, 'GET /api/tribes/invitations': { body: [] } });

    renderTribes();
    await screen.findByRole('button', { name: /Family/ });
    await waitFor(() => expect(api.callsTo('GET', '/api/tribes/invitations')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
  });
});

describe('An invitation in the notification bell', () => {
  it('offers Accept and Decline while the invitation waits, and accepting joins from there', async () => {
    const user = userEvent.setup();
    let waiting = [invitation()];
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/invitations': () => ({ body: waiting }),
      'GET /api/notifications/unread-count': { body: { count: 1 } },
      'GET /api/notifications': { body: [inviteNotification] },
      'POST /api/tribes/tribe-books/accept': () => {
        waiting = [];
        return { status: 200, body: bookClub() };
      },
    });

    renderTribes();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('list', { name: 'Notifications' });
    const row = within(panel).getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain('Katherine Johnson invited you to join Book club');
    await user.click(await within(row).findByRole('button', { name: 'Accept the invitation to Book club' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(1));
    await waitFor(() => expect(within(row).queryByRole('button', { name: /Accept/ })).toBeNull());
  });

  it('lowers the badge at once when the invitation is answered from the bell', async () => {
    const user = userEvent.setup();
    let waiting = [invitation()];
    let unread = 1;
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/invitations': () => ({ body: waiting }),
      'GET /api/notifications/unread-count': () => ({ body: { count: unread } }),
      'GET /api/notifications': () => ({ body: [{ ...inviteNotification, isRead: unread === 0 }] }),
      'POST /api/tribes/tribe-books/decline': () => {
        // The server marks the invitation's notification read with the answer.
        waiting = [];
        unread = 0;
        return { status: 204 };
      },
    });

    renderTribes();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('list', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name: 'Decline the invitation to Book club' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
