import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRIBE_EMOJIS } from '@shared/enums';
import { TRIBE_MESSAGES } from '@shared/messages/tribe';
import type { Tribe } from '@shared/schemas/tribe';
import { makeTribe } from '../upload/upload-support';
import { SIGNED_OUT, toastTexts, mockFetch } from '../../utils';
import { bookClub, family, GRACE, INVITEE, ME, renderTribes } from './support';

const USER = { 'GET /api/auth/user': { body: ME } };

/** Opens the settings panel of the card named `name`. */
async function openTribe(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog');
}

describe('My Tribes', () => {
  it('shows a card per tribe with its emoji, name, member count, tone and reaction type', async () => {
    mockFetch({ ...USER, 'GET /api/tribes': { body: [family(), bookClub()] } });

    renderTribes();

    const card = await screen.findByRole('button', { name: 'Family' });
    expect(within(card).getByTestId('tribe-emoji').textContent).toBe(TRIBE_EMOJIS.family);
    expect(card.textContent).toContain('1 member');
    expect(within(card).getByText('warm')).toBeTruthy();
    expect(within(card).getByText('hearts')).toBeTruthy();
    expect(card.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('lists owned tribes first, then the tribes one belongs to with their owner', async () => {
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [bookClub(), family(), makeTribe({ id: 't-work', name: 'Colleagues', type: 'colleagues' })] },
    });

    renderTribes();

    const owned = await screen.findByRole('region', { name: 'Your tribes' });
    const joined = screen.getByRole('region', { name: 'Tribes you belong to' });
    expect(
      within(owned)
        .getAllByTestId('tribe-card')
        .map((c) => c.querySelector('.tribe-card__name')?.textContent),
    ).toEqual(['Family', 'Colleagues']);
    const club = within(joined).getByRole('button', { name: 'Book club Owned by Katherine Johnson' });
    expect(within(club).getByTestId('tribe-emoji').textContent).toBe(TRIBE_EMOJIS.custom);
    expect(club.textContent).toContain('2 members');
    expect(within(club).getByText('playful')).toBeTruthy();
    expect(within(club).getByText('stars')).toBeTruthy();
  });

  it('shows skeletons while loading, and a retry when the tribes cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': () =>
        fail ? { status: 500, body: { message: 'Something went wrong. Please try again.' } } : { body: [family()] },
    });

    renderTribes();

    expect(screen.getByRole('status', { name: 'Loading your tribes' })).toBeTruthy();
    expect(await screen.findByText("We couldn't load your tribes.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Family' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/tribes')).toHaveLength(2);
  });

  it('opens a settings panel with the members and the read-only settings', async () => {
    const user = userEvent.setup();
    mockFetch({ ...USER, 'GET /api/tribes': { body: [family()] } });

    renderTribes();
    const dialog = await openTribe(user, 'Family');

    expect(within(dialog).getByRole('heading', { name: 'Family' })).toBeTruthy();
    expect(dialog.textContent).toContain(`${TRIBE_EMOJIS.family} Your tribe · 1 member · 5 photos`);
    const members = within(dialog).getByRole('list', { name: 'Members of Family' });
    expect(within(members).getByText('Grace Hopper')).toBeTruthy();
    expect(within(members).getByText('grace@example.com')).toBeTruthy();
    const settings = within(dialog).getByRole('region', { name: 'Settings' });
    const pairs = Array.from(settings.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Allow likes', 'Yes'],
      ['Allow comments', 'No'],
      ['Reaction type', '❤️ hearts'],
      ['Tone preference', 'warm'],
    ]);
    // Read-only: nothing in the settings can be changed.
    expect(within(settings).queryByRole('checkbox')).toBeNull();
    expect(within(settings).queryByRole('combobox')).toBeNull();
  });

  it("says 'No members yet' when the tribe is empty", async () => {
    const user = userEvent.setup();
    mockFetch({ ...USER, 'GET /api/tribes': { body: [family({ members: [], memberDetails: [], memberCount: 0 })] } });

    renderTribes();
    const dialog = await openTribe(user, 'Family');

    expect(within(dialog).getByText('No members yet')).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Members of Family' })).toBeNull();
  });

  it("adds a member by email and toasts 'Member added'", async () => {
    const user = userEvent.setup();
    let tribes: Tribe[] = [family({ members: [], memberDetails: [], memberCount: 0 })];
    const invited = { ...GRACE, id: undefined, memberId: 'grace@example.com', firstName: null, lastName: null, pending: true };
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': () => ({ body: tribes }),
      'POST /api/tribes/tribe-family/members': () => {
        tribes = [family({ members: [], memberDetails: [invited], memberCount: 0 })];
        return { status: 201, body: { ...tribes[0], invitation: { email: 'grace@example.com', status: 'Invited' } } };
      },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    await user.type(within(dialog).getByLabelText('Email address'), '  grace@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toastTexts()[0]).toContain('Member added'));
    expect(api.callsTo('POST', '/api/tribes/tribe-family/members').map((c) => c.body)).toEqual([{ memberId: 'grace@example.com' }]);
    // The address as typed, 'Invited' until Grace accepts.
    expect(within(dialog).getByRole('list', { name: 'Members of Family' }).textContent).toContain('grace@example.com Invited');
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('');
    // Every tribe change re-reads the tribes.
    await waitFor(() => expect(api.callsTo('GET', '/api/tribes')).toHaveLength(2));
  });

  it('asks for an email before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockFetch({ ...USER, 'GET /api/tribes': { body: [family()] } });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    await user.type(within(dialog).getByLabelText('Email address'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(within(dialog).getByRole('alert').textContent).toBe(TRIBE_MESSAGES.memberRequired);
    expect(api.callsTo('POST', '/api/tribes/tribe-family/members')).toHaveLength(0);
  });

  it("shows 'Failed to add member' with the server's message on a 409", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'POST /api/tribes/tribe-family/members': { status: 409, body: { message: TRIBE_MESSAGES.alreadyMember } },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    await user.type(within(dialog).getByLabelText('Email address'), 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toastTexts()).toEqual([`Failed to add member${TRIBE_MESSAGES.alreadyMember}`]));
    expect(screen.getByTestId('toast').getAttribute('role')).toBe('alert');
    // The address stays, to be corrected.
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe('grace@example.com');
  });

  it("shows the server's reason beside the field, tied to it by aria-describedby, until the address changes", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'POST /api/tribes/tribe-family/members': { status: 409, body: { message: TRIBE_MESSAGES.alreadyMember } },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    const field = within(dialog).getByLabelText('Email address');
    await user.type(field, 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(field.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(TRIBE_MESSAGES.alreadyMember);
    expect(within(dialog).getByRole('alert').textContent).toBe(TRIBE_MESSAGES.alreadyMember);

    await user.type(field, 'x');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText(TRIBE_MESSAGES.alreadyMember)).toBeNull();
  });

  it("removes a member with DELETE and toasts 'Member removed'", async () => {
    const user = userEvent.setup();
    let tribes: Tribe[] = [family()];
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': () => ({ body: tribes }),
      'DELETE /api/tribes/tribe-family/members/user-2': () => {
        tribes = [family({ members: [], memberDetails: [], memberCount: 0 })];
        return { status: 204 };
      },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }));

    await waitFor(() => expect(toastTexts()[0]).toContain('Member removed'));
    expect(api.callsTo('DELETE', '/api/tribes/tribe-family/members/user-2')).toHaveLength(1);
    expect(within(dialog).getByText('No members yet')).toBeTruthy();
  });

  it('keeps the row and shows no toast when removing fails', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'DELETE /api/tribes/tribe-family/members/user-2': { status: 500, body: { message: 'Something went wrong. Please try again.' } },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }));

    await waitFor(() => expect(api.callsTo('DELETE', '/api/tribes/tribe-family/members/user-2')).toHaveLength(1));
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Remove Grace Hopper' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(toastTexts()).toEqual([]);
    expect(within(dialog).getByText('Grace Hopper')).toBeTruthy();
  });

  it("marks a pending invitee 'Invited' and removes them by email", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family({ memberDetails: [GRACE, INVITEE] })] },
      'DELETE /api/tribes/tribe-family/members/new.friend%40example.com': { status: 204 },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    const rows = within(within(dialog).getByRole('list', { name: 'Members of Family' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).queryByText('Invited')).toBeNull();
    expect(within(rows[1]!).getByText('new.friend@example.com')).toBeTruthy();
    expect(within(rows[1]!).getByText('Invited')).toBeTruthy();
    expect(within(rows[1]!).getByText('They join this tribe when they accept.')).toBeTruthy();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Remove new.friend@example.com' }));
    await waitFor(() => expect(toastTexts()[0]).toContain('Member removed'));
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/tribes/tribe-family/members/new.friend%40example.com',
    ]);
  });

  it('tells the owner the added address is invited and joins on accepting', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'POST /api/tribes/tribe-family/members': {
        status: 201,
        body: { ...family({ memberDetails: [GRACE, INVITEE] }), invitation: { email: INVITEE.email, status: 'Invited' } },
      },
    });

    renderTribes();
    const dialog = await openTribe(user, 'Family');
    await user.type(within(dialog).getByLabelText('Email address'), 'new.friend@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(toastTexts()[0]).toContain('Member added'));
    expect(toastTexts()[0]).toContain('new.friend@example.com is invited and joins Family when they accept.');
  });

  it("shows a joined tribe read-only with 'Leave tribe'", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family(), bookClub()] },
      'DELETE /api/tribes/tribe-books/members/user-1': { status: 204 },
    });

    renderTribes();
    const dialog = await openTribe(user, /^Book club/);
    expect(within(dialog).getByText(/Owned by Katherine Johnson/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Email address')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(dialog).getByText('Alan Turing')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Leave tribe' }));
    const confirm = within(dialog).getByRole('group', { name: 'Confirm leaving' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave tribe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/tribes/tribe-books/members/user-1')).toHaveLength(1);
    expect(toastTexts()[0]).toContain('Left tribe');
  });

  it('creates a custom tribe and opens its panel', async () => {
    const user = userEvent.setup();
    const created = makeTribe({ id: 't-new', name: 'Climbers', type: 'custom', members: [], memberDetails: [], memberCount: 0 });
    let tribes: Tribe[] = [family()];
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': () => ({ body: tribes }),
      'POST /api/tribes': () => {
        tribes = [family(), created];
        return { status: 201, body: created };
      },
    });

    renderTribes();
    await user.click(await screen.findByRole('button', { name: 'New tribe' }));
    const form = screen.getByRole('dialog', { name: 'New tribe' });
    await user.click(within(form).getByRole('button', { name: 'Create tribe' }));
    expect(within(form).getByRole('alert').textContent).toBe('Tribe name is required');
    await user.type(within(form).getByLabelText('Tribe name'), 'Climbers');
    await user.click(within(form).getByRole('button', { name: 'Create tribe' }));

    const panel = await screen.findByRole('dialog', { name: 'Climbers' });
    expect(api.callsTo('POST', '/api/tribes').map((c) => c.body)).toEqual([{ name: 'Climbers' }]);
    expect(toastTexts()[0]).toContain('Tribe created');
    expect(within(panel).getByText('No members yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Climbers' })).toBeTruthy();
  });

  it('renames and, after confirming, deletes a custom tribe; typed tribes offer neither', async () => {
    const user = userEvent.setup();
    const custom = makeTribe({ id: 't-custom', name: 'Climbers', type: 'custom' });
    let tribes: Tribe[] = [family(), custom];
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': () => ({ body: tribes }),
      'PATCH /api/tribes/t-custom': (call) => {
        tribes = [family(), { ...custom, name: (call.body as { name: string }).name }];
        return { body: tribes[1] };
      },
      'DELETE /api/tribes/t-custom': () => {
        tribes = [family()];
        return { status: 204 };
      },
    });

    renderTribes();
    let dialog = await openTribe(user, 'Family');
    expect(within(dialog).queryByRole('button', { name: 'Delete tribe' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rename' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));

    dialog = await openTribe(user, 'Climbers');
    const name = within(dialog).getByLabelText('Tribe name');
    await user.clear(name);
    await user.type(name, 'Boulderers');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(toastTexts()[0]).toContain('Tribe renamed'));
    expect(api.callsTo('PATCH', '/api/tribes/t-custom').map((c) => c.body)).toEqual([{ name: 'Boulderers' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete tribe' }));
    expect(api.callsTo('DELETE', '/api/tribes/t-custom')).toHaveLength(0);
    const confirm = within(dialog).getByRole('group', { name: 'Confirm delete' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete tribe' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/tribes/t-custom')).toHaveLength(1);
    expect(toastTexts()[0]).toContain('Tribe deleted');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Boulderers' })).toBeNull());
  });

  it("sends a visitor to /signin after an 'Unauthorized' toast", async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    const { router } = renderTribes({ signedInAs: null });

    await waitFor(() => expect(toastTexts()[0]).toContain('Unauthorized'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
