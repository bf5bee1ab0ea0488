import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemoryCapsule } from '@shared/schemas/capsule';
import { PhotoRoute } from '@/app/routes/photo';
import { capsuleKeys } from '@/lib/query-keys';
import { dayFromToday, mockFetch, toastTexts, type StubResponse } from '../../utils';
import { makePhoto, ME, myPhoto, renderRoutes } from '../photos/support';

const todayUtc = () => new Date().toISOString().slice(0, 10);

const created: MemoryCapsule = {
  id: 'c-1',
  photo: { id: 'p-1', title: 'Sunset', thumbnailUrl: null },
  emotionTone: 'grateful',
  unlockDate: dayFromToday(10),
  createdAt: '2026-11-23T10:00:00.000Z',
  sealed: true,
};

function renderPhotoPage(photo = myPhoto({ id: 'p-1' }), answer: StubResponse = { status: 201, body: created }) {
  const api = mockFetch({
    'GET /api/photos/p-1': { body: photo },
    'GET /api/photos/p-1/comments': { body: [] },
    'POST /api/memory-capsules': answer,
  });
  const rendered = renderRoutes([{ path: '/photo/:id', element: <PhotoRoute /> }], '/photo/p-1', { signedInAs: ME });
  return { api, ...rendered };
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add to Capsule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Memory Capsule' });
  return { user, dialog };
}

describe('the capsule form', () => {
  it("offers 'Add to Capsule' on the owner's photo only", async () => {
    renderPhotoPage(makePhoto({ id: 'p-1', userId: 'user-2' }));
    await screen.findByRole('heading', { name: /Sunset over the bay/ });
    expect(screen.queryByRole('button', { name: 'Add to Capsule' })).toBeNull();
  });

  it("refuses a blank entry with 'Journal entry required' / 'Please write something about this memory', sending nothing", async () => {
    const { api } = renderPhotoPage();
    const { user, dialog } = await openForm();

    await user.type(within(dialog).getByLabelText('Journal entry'), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Capsule' }));

    await waitFor(() => expect(toastTexts().join(' ')).toContain('Journal entry required'));
    expect(toastTexts().join(' ')).toContain('Please write something about this memory');
    expect(api.callsTo('POST', '/api/memory-capsules')).toHaveLength(0);
  });

  it('picks no date before today (UTC), says capsules open at 00:00 UTC, and refuses a typed past date', async () => {
    const { api } = renderPhotoPage();
    const { user, dialog } = await openForm();
    const date = within(dialog).getByLabelText('Unlock date (optional)') as HTMLInputElement;

    expect(date.min).toBe(todayUtc());
    expect(within(dialog).getByText(/Capsules open at 00:00 UTC/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Journal entry'), 'Too late');
    fireEvent.change(date, { target: { value: dayFromToday(-1) } });
    await user.click(within(dialog).getByRole('button', { name: 'Create Capsule' }));

    expect(await within(dialog).findByText('Unlock date cannot be in the past')).toBeTruthy();
    expect(api.callsTo('POST', '/api/memory-capsules')).toHaveLength(0);
  });

  it("sends the entry trimmed and the comma-separated tags as a list, toasts 'Memory Capsule Created' and refreshes the capsules", async () => {
    const { api, queryClient } = renderPhotoPage();
    queryClient.setQueryData(capsuleKeys.all, { pages: [], pageParams: [] });
    const { user, dialog } = await openForm();
    const unlockDate = dayFromToday(10);

    await user.type(within(dialog).getByLabelText('Journal entry'), '  The evening we met  ');
    await user.selectOptions(within(dialog).getByLabelText('Emotion'), 'grateful');
    fireEvent.change(within(dialog).getByLabelText('Unlock date (optional)'), { target: { value: unlockDate } });
    await user.type(within(dialog).getByLabelText('Tags'), ' us, , summer ,us');
    await user.click(within(dialog).getByRole('button', { name: 'Create Capsule' }));

    await waitFor(() => expect(toastTexts()).toContain('Memory Capsule Created'));
    expect(api.callsTo('POST', '/api/memory-capsules')[0]?.body).toEqual({
      photoId: 'p-1',
      journalEntry: 'The evening we met',
      emotionTone: 'grateful',
      unlockDate,
      tags: ['us', 'summer'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryState(capsuleKeys.all)?.isInvalidated).toBe(true);
  });

  it("says 'Failed to create memory capsule' with the server's reason, keeping the form", async () => {
    renderPhotoPage(myPhoto({ id: 'p-1' }), { status: 403, body: { message: 'Only the owner of this photo can do that' } });
    const { user, dialog } = await openForm();

    await user.type(within(dialog).getByLabelText('Journal entry'), 'Mine after all?');
    await user.click(within(dialog).getByRole('button', { name: 'Create Capsule' }));

    await waitFor(() => expect(toastTexts().join(' ')).toContain('Failed to create memory capsule'));
    expect(toastTexts().join(' ')).toContain('Only the owner of this photo can do that');
    expect(screen.getByRole('dialog', { name: 'Add to Memory Capsule' })).toBeTruthy();
  });
});
