import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import { toastTexts, mockFetch } from '../../utils';
import { makeTribe } from '../upload/upload-support';
import { loadOwnerDialogs, myPhoto, renderAt } from './support';

const ANALYSIS = {
  title: 'Ode to the evening',
  description: 'The sea keeps the sun a moment longer.',
  tags: ['evening', 'sea'],
  mood: 'wistful',
  primaryColors: ['#ff8800', '#223344'],
};

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
  await user.click(screen.getByRole('menuitem', { name: item }));
}

/** The card's photo restyled to Poetic through the dialog, with an undo the server will take. */
async function restyledPoetic(user: ReturnType<typeof userEvent.setup>) {
  const api = mockFetch({
    'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] },
    'POST /api/photos/p-1/reanalyze': { body: ANALYSIS },
    'POST /api/photos/p-1/reanalyze/undo': {
      body: {
        title: 'Sunset over the bay p-1',
        description: 'Golden light spills over calm water.',
        tags: ['sunset', 'sea'],
        mood: 'calm',
        primaryColors: ['#ff8800', '#223344'],
        style: 'witty',
      },
    },
  });
  renderAt(<LatestPhotos />);
  await openMenuItem(user, 'AI Restyle');
  await user.click(within(await screen.findByRole('dialog', { name: 'AI Restyle' })).getByRole('radio', { name: /Poetic/ }));
  await user.click(screen.getByRole('button', { name: 'Restyle' }));
  return api;
}

beforeAll(loadOwnerDialogs);
describe('AI Restyle', () => {
  it('restyles with the chosen style, toasts, and shows the new text on the card', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] },
      'POST /api/photos/p-1/reanalyze': { body: ANALYSIS },
    });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'AI Restyle');
    const dialog = await screen.findByRole('dialog', { name: 'AI Restyle' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(11);
    expect((within(dialog).getByRole('radio', { name: /Witty/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Poetic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Restyle' }));

    await waitFor(() => expect(toastTexts()).toEqual(['AI Analysis CompletePhoto analyzed with poetic style Undo']));
    expect(api.callsTo('POST', '/api/photos/p-1/reanalyze').map((call) => call.body)).toEqual([{ style: 'poetic' }]);
    // The dialog shows what changed, the new tags and the mood it moved from, until Done.
    const result = within(dialog).getByRole('status');
    expect(within(result).getByText('Ode to the evening')).toBeTruthy();
    expect(result.textContent).toContain('calm → Mood: wistful');
    expect(within(result).getByText('#evening').textContent).toBe('#evening (new)');
    expect(within(result).getByText('#sea').textContent).toBe('#sea');
    expect(within(result).getByText('No longer tagged: #sunset')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog', { name: 'AI Restyle' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ode to the evening' })).toBeTruthy();
    expect(screen.getByText('The sea keeps the sun a moment longer.')).toBeTruthy();
    expect(screen.getByText('wistful')).toBeTruthy();
  });

  it('sends witty unless another style is chosen', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] },
      'POST /api/photos/p-1/reanalyze': { body: ANALYSIS },
    });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'AI Restyle');
    await user.click(screen.getByRole('button', { name: 'Restyle' }));

    await waitFor(() => expect(toastTexts()).toEqual(['AI Analysis CompletePhoto analyzed with witty style Undo']));
    expect(api.callsTo('POST', '/api/photos/p-1/reanalyze')[0]?.body).toEqual({ style: 'witty' });
  });

  it('opens on the photo’s current style, so one click does not revert a restyle', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/photos': { body: [myPhoto({ id: 'p-1', style: 'poetic' })] } });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'AI Restyle');

    const dialog = await screen.findByRole('dialog', { name: 'AI Restyle' });
    expect((within(dialog).getByRole('radio', { name: /Poetic/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: /Witty/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('undoes the restyle from its toast: the previous text comes back on the card', async () => {
    const user = userEvent.setup();
    const api = await restyledPoetic(user);
    expect(await screen.findByRole('heading', { name: 'Ode to the evening' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-1' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/photos/p-1/reanalyze/undo')).toHaveLength(1);
    await waitFor(() => expect(toastTexts().join()).toContain('Restyle undoneBack to the Witty text.'));
    // The undo's own toast takes the restyle toast's place, so it cannot be pressed twice.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('offers the undo beside the new words in the dialog, which closes once the previous text is back', async () => {
    const user = userEvent.setup();
    const api = await restyledPoetic(user);
    const dialog = await screen.findByRole('dialog', { name: 'AI Restyle' });
    await within(dialog).findByRole('button', { name: 'Done' });

    await user.click(within(dialog).getByRole('button', { name: 'Undo restyle' }));

    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-1' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/photos/p-1/reanalyze/undo')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'AI Restyle' })).toBeNull());
  });

  it("says 'Analysis Failed' when the call fails, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] },
      'POST /api/photos/p-1/reanalyze': { status: 500, body: { message: 'boom' } },
    });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'AI Restyle');
    await user.click(screen.getByRole('button', { name: 'Restyle' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Analysis FailedFailed to analyze photo with AI']));
    expect(screen.getByRole('dialog', { name: 'AI Restyle' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sunset over the bay p-1' })).toBeTruthy();
  });
});

describe('Change Privacy', () => {
  it("seeds the chooser with the photo's privacy, saves the new one and updates the badge", async () => {
    const user = userEvent.setup();
    const photo = myPhoto({ id: 'p-1', privacy: { visibility: 'private', allowedTribes: [], intent: 'gift' } });
    const api = mockFetch({
      'GET /api/photos': { body: [photo] },
      'GET /api/tribes': { body: [] },
      'PATCH /api/photos/p-1/privacy': ({ body }) => ({ body: { ...photo, privacy: (body as { privacy: unknown }).privacy } }),
    });
    renderAt(<LatestPhotos />);
    expect((await screen.findByTestId('privacy-badge')).textContent).toContain('Private');

    await openMenuItem(user, 'Change Privacy');
    const dialog = await screen.findByRole('dialog', { name: 'Change Privacy' });
    expect((within(dialog).getByRole('radio', { name: 'Private' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: "What's this photo for?" }) as HTMLSelectElement).value).toBe('gift');
    await user.click(within(dialog).getByRole('radio', { name: 'Public' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Privacy UpdatedPhoto is now public']));
    expect(api.callsTo('PATCH', '/api/photos/p-1/privacy').map((call) => call.body)).toEqual([
      { privacy: { visibility: 'public', allowedTribes: [], intent: 'gift' } },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Change Privacy' })).toBeNull();
    expect(screen.getByTestId('privacy-badge').textContent).toContain('Public');
    expect(screen.getByTestId('privacy-badge').getAttribute('data-tone')).toBe('green');
  });

  it('shares with the chosen tribes', async () => {
    const user = userEvent.setup();
    const photo = myPhoto({ id: 'p-1' });
    const api = mockFetch({
      'GET /api/photos': { body: [photo] },
      'GET /api/tribes': {
        body: [makeTribe({ id: 't-1', name: 'Family' }), makeTribe({ id: 't-2', name: 'Work', type: 'colleagues', role: 'member' })],
      },
      'PATCH /api/photos/p-1/privacy': ({ body }) => ({ body: { ...photo, privacy: (body as { privacy: unknown }).privacy } }),
    });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'Change Privacy');
    const dialog = await screen.findByRole('dialog', { name: 'Change Privacy' });
    await user.click(within(dialog).getByRole('radio', { name: 'Tribes' }));
    const family = await within(dialog).findByRole('checkbox', { name: /Family/ });
    expect(within(dialog).queryByRole('checkbox', { name: /Work/ })).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(family);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Privacy UpdatedPhoto is now shared with tribes']));
    expect(api.callsTo('PATCH', '/api/photos/p-1/privacy')[0]?.body).toEqual({
      privacy: { visibility: 'tribes', allowedTribes: ['t-1'], intent: 'memory' },
    });
    expect(screen.getByTestId('privacy-badge').textContent).toContain('Tribes only');
  });

  it("says 'Update Failed' when the call fails", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] },
      'PATCH /api/photos/p-1/privacy': { status: 400, body: { message: 'nope' } },
    });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'Change Privacy');
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Update FailedFailed to update photo privacy']));
    expect(screen.getByTestId('privacy-badge').textContent).toContain('Public');
  });
});

describe('Delete', () => {
  it('asks first, then deletes the photo and removes its card', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos': { body: [myPhoto({ id: 'p-1' }), myPhoto({ id: 'p-2' })] },
      'DELETE /api/photos/p-1': { status: 204 },
    });
    renderAt(<LatestPhotos />);
    await screen.findByRole('heading', { name: 'Sunset over the bay p-1' });

    const [first] = screen.getAllByRole('button', { name: 'Photo actions' });
    await user.click(first!);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/photos/p-1')).toHaveLength(0);

    await user.click(first!);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sunset over the bay p-1' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Sunset over the bay p-2' })).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/photos/p-1')).toHaveLength(1);
    expect(toastTexts()).toEqual(['Photo DeletedYour photo has been removed.']);
  });

  it('keeps the card when the delete fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/photos': { body: [myPhoto({ id: 'p-1' })] },
      'DELETE /api/photos/p-1': { status: 500, body: { message: 'boom' } },
    });
    renderAt(<LatestPhotos />);

    await openMenuItem(user, 'Delete');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(toastTexts()).toEqual(['Delete FailedFailed to delete photo']));
    expect(screen.getByRole('heading', { name: 'Sunset over the bay p-1' })).toBeTruthy();
  });
});
