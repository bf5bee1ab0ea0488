import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemoryCapsule, OpenCapsule, SealedCapsule } from '@shared/schemas/capsule';
import { CapsulesRoute } from '@/app/routes/capsules';
import { formatCountdown } from '@/features/capsules/components/countdown';
import { ME, renderRoutes } from '../photos/support';
import { dayFromToday, mockFetch } from '../../utils';

const openOne: OpenCapsule = {
  id: 'c-2',
  photo: { id: 'p-1', title: 'Beach day', thumbnailUrl: '/media/p-1/thumb.webp?sig=1' },
  journalEntry: 'Sand in every pocket.',
  emotionTone: 'happy',
  unlockDate: null,
  tags: ['beach', 'summer'],
  createdAt: '2026-11-22T10:00:00.000Z',
  sealed: false,
};
const sealedOne: SealedCapsule = {
  id: 'c-1',
  photo: { id: 'p-2', title: 'Graduation', thumbnailUrl: null },
  emotionTone: 'hopeful',
  unlockDate: dayFromToday(3),
  createdAt: '2026-11-21T10:00:00.000Z',
  sealed: true,
};

const renderMemories = (capsules: () => MemoryCapsule[], extra = {}) => {
  const api = mockFetch({ 'GET /api/memory-capsules': () => ({ body: capsules() }), ...extra });
  renderRoutes([{ path: '/capsules', element: <CapsulesRoute /> }], '/capsules', { signedInAs: ME });
  return api;
};

describe('the Memories screen', () => {
  it('shows open capsules with photo, entry, emotion and tags, and sealed ones with their date and a countdown only', async () => {
    renderMemories(() => [openOne, sealedOne]);

    const open = await screen.findByRole('article', { name: 'Memory: Beach day' });
    expect(within(open).getByText('Sand in every pocket.')).toBeTruthy();
    expect(within(open).getByText('Happy')).toBeTruthy();
    expect(within(open).getByRole('list', { name: 'Tags' }).textContent).toBe('#beach#summer');
    expect(within(open).getByRole('link', { name: 'Photo: Beach day' }).getAttribute('href')).toBe('/photo/p-1');

    const sealed = screen.getByRole('article', { name: 'Sealed memory: Graduation' });
    expect(within(sealed).getByText('Sealed')).toBeTruthy();
    expect(within(sealed).getByText(/at 00:00 UTC/)).toBeTruthy();
    expect(within(sealed).getByText(/^\dd \d\dh \d\dm \d\ds$/)).toBeTruthy();
    expect(within(sealed).getByText('Hopeful')).toBeTruthy();
  });

  it('ticks the countdown every second', async () => {
    renderMemories(() => [sealedOne]);
    const sealed = await screen.findByRole('article', { name: 'Sealed memory: Graduation' });
    const time = () => sealed.querySelector('time')?.textContent;
    const first = time();
    await waitFor(() => expect(time()).not.toBe(first), { timeout: 2500 });
  });

  it('says so when there are no capsules yet', async () => {
    renderMemories(() => []);
    expect(await screen.findByText('No memory capsules yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my photos' })).toBeTruthy();
  });

  it('deletes a capsule after confirmation and reads the list again', async () => {
    const user = userEvent.setup();
    let capsules: MemoryCapsule[] = [openOne, sealedOne];
    const api = renderMemories(() => capsules, {
      'DELETE /api/memory-capsules/c-1': () => {
        capsules = [openOne];
        return { status: 204 };
      },
    });

    const sealed = await screen.findByRole('article', { name: 'Sealed memory: Graduation' });
    await user.click(within(sealed).getByRole('button', { name: 'Delete capsule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this memory capsule?' });
    expect(api.callsTo('DELETE', '/api/memory-capsules/c-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sealed memory: Graduation' })).toBeNull());
    expect(api.callsTo('DELETE', '/api/memory-capsules/c-1')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Memory: Beach day' })).toBeTruthy();
  });
});

describe('the countdown text', () => {
  it('reads days, hours, minutes and seconds, without days under a day', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 03h 04m 05s');
    expect(formatCountdown(59_001)).toBe('00h 01m 00s');
    expect(formatCountdown(-5)).toBe('00h 00m 00s');
  });
});
