import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SharedPhoto } from '@shared/schemas/share';
import { ShareRoute } from '@/app/routes/share';
import { SIGNED_OUT, mockFetch, type StubResponse } from '../../utils';
import { ME, renderRoutes } from '../photos/support';

const LINK = 'b'.repeat(43);
const SHARED: SharedPhoto = {
  shareType: 'thoughtful',
  customMessage: 'The dunes we walked last summer.',
  sender: { firstName: 'Ava', lastName: 'Martin' },
  photo: { photoUrl: '/media/photos/x/display.webp?Expires=1', title: 'Golden dunes', description: 'Sand and sky.' },
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-03-31T12:00:00.000Z',
};

function renderShare(reply: StubResponse | Error, { signedIn = false } = {}) {
  const api = mockFetch({
    'GET /api/auth/user': signedIn ? { body: { user: ME } } : SIGNED_OUT,
    [`GET /api/shares/${LINK}`]: reply instanceof Error ? () => Promise.reject(reply) : reply,
  });
  renderRoutes([{ path: '/share/:uniqueLink', element: <ShareRoute /> }], `/share/${LINK}`, signedIn ? { signedInAs: ME } : {});
  return api;
}

describe('the share page', () => {
  it('shows the tone, the sender, the message, the photo with its title and description, and invites to join', async () => {
    renderShare({ body: SHARED });
    expect(await screen.findByRole('heading', { name: 'Golden dunes' })).toBeTruthy();
    expect(screen.getByText('Thoughtful gift')).toBeTruthy();
    expect(screen.getByText('shared a photo with you').textContent).toContain('shared a photo with you');
    expect(screen.getAllByText(/Ava Martin/).length).toBeGreaterThan(0);
    expect(screen.getByText('The dunes we walked last summer.')).toBeTruthy();
    expect(screen.getByText('Sand and sky.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Golden dunes' }).getAttribute('src')).toBe(SHARED.photo.photoUrl);
    expect(screen.getByRole('link', { name: 'Join Snifty Photos' }).getAttribute('href')).toBe('/signup');
  });

  it.each([
    [404, 'This share link is invalid or has been removed.'],
    [410, 'This share link has expired.'],
    [500, 'Failed to load shared photo.'],
  ])('answers %i with its text', async (status, text) => {
    renderShare({ status, body: { message: 'x' } });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('says so when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShare(new TypeError('Failed to fetch'));
    expect(await screen.findByText('An error occurred while loading the photo.')).toBeTruthy();
  });

  it('sends a member back to their feed instead of inviting them', async () => {
    renderShare({ body: SHARED }, { signedIn: true });
    await screen.findByRole('heading', { name: 'Golden dunes' });
    expect(screen.queryByRole('link', { name: 'Join Snifty Photos' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your feed' })).toBeTruthy();
  });
});
