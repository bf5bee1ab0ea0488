import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@shared/schemas/photo';
import type { Share } from '@shared/schemas/share';
import { PhotoRoute } from '@/app/routes/photo';
import { toastTexts, mockFetch, type StubResponse } from '../../utils';
import { makePhoto, ME, renderRoutes } from '../photos/support';

const SHARE_URL = `http://localhost/share/${'a'.repeat(43)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const makeShare = (overrides: Partial<Share> = {}): Share => ({
  id: '01JSHARE00000000000000000A',
  photoId: 'p-1',
  shareType: 'warm',
  toEmail: 'gran@example.com',
  customMessage: null,
  createdAt: new Date().toISOString(),
  expiresAt: inDays(30),
  views: 2,
  ...overrides,
});

function renderPhoto(photo: Partial<Photo>, extra: Record<string, StubResponse | (() => StubResponse)> = {}) {
  const api = mockFetch({
    'GET /api/photos/p-1': { body: makePhoto({ id: 'p-1', ...photo }) },
    'GET /api/photos/p-1/comments': { body: [] },
    'GET /api/silent-shares': { body: [] },
    ...extra,
  });
  renderRoutes([{ path: '/photo/:id', element: <PhotoRoute /> }], '/photo/p-1', { signedInAs: ME });
  return api;
}

const dialog = () => screen.getByRole('dialog', { name: 'Share Privately' });

describe("'Share' and 'Share Privately'", () => {
  it("offers no Share on someone else's photo shared with tribes (sending it on would widen its audience)", async () => {
    renderPhoto({ userId: 'someone-else', privacy: { visibility: 'tribes', allowedTribes: ['t'], intent: 'memory' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('sends the chosen fields, copies the link, shows it with Link Copied and toasts', async () => {
    const user = userEvent.setup();
    const api = renderPhoto(
      { userId: ME.id },
      { 'POST /api/silent-shares': { status: 201, body: { shareUrl: SHARE_URL, share: makeShare({ shareType: 'fun' }) } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const form = within(dialog());
    expect((form.getByLabelText('Share type') as HTMLSelectElement).value).toBe('warm');
    expect(form.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Warm memory',
      'Something fun',
      'Thoughtful gift',
      '1 day',
      '7 days',
      '30 days',
      '1 year',
    ]);
    expect((form.getByLabelText('Link expires after') as HTMLSelectElement).value).toBe('30');
    await user.type(form.getByLabelText('Recipient email (optional)'), 'gran@example.com');
    await user.selectOptions(form.getByLabelText('Share type'), 'Something fun');
    await user.type(form.getByLabelText('Personal message (optional)'), 'Ha!');
    await user.selectOptions(form.getByLabelText('Link expires after'), '1 year');
    await user.click(form.getByRole('button', { name: 'Create Share Link' }));

    await within(dialog()).findByRole('button', { name: 'Link Copied' });
    expect(api.callsTo('POST', '/api/silent-shares')[0]!.body).toEqual({
      photoId: 'p-1',
      toEmail: 'gran@example.com',
      shareType: 'fun',
      customMessage: 'Ha!',
      expiresInDays: 365,
    });
    expect((within(dialog()).getByLabelText('Share link') as HTMLInputElement).value).toBe(SHARE_URL);
    expect(await navigator.clipboard.readText()).toBe(SHARE_URL);
    await waitFor(() => expect(toastTexts().join()).toContain('Share link created!'));
  });

  it("checks the address before sending, and toasts 'Failed to create share' when the server refuses", async () => {
    const user = userEvent.setup();
    const api = renderPhoto(
      { userId: ME.id },
      { 'POST /api/silent-shares': { status: 429, body: { message: 'Too many share emails this hour. Please try again later.' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await user.type(within(dialog()).getByLabelText('Recipient email (optional)'), 'not-an-address');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Share Link' }));
    expect(await within(dialog()).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.callsTo('POST', '/api/silent-shares')).toEqual([]);

    await user.clear(within(dialog()).getByLabelText('Recipient email (optional)'));
    await user.click(within(dialog()).getByRole('button', { name: 'Create Share Link' }));
    await waitFor(() => expect(toastTexts().join()).toContain('Failed to create share'));
    expect(screen.getByRole('button', { name: 'Create Share Link' })).toBeTruthy();
  });

  it("lists the member's active links with recipient, tone, expiry and views, and revokes one", async () => {
    const user = userEvent.setup();
    const api = renderPhoto(
      { userId: ME.id },
      {
        'GET /api/silent-shares': {
          body: [
            makeShare(),
            makeShare({ id: '01JSHARE00000000000000000B', toEmail: null, shareType: 'thoughtful', views: 1 }),
            makeShare({ id: 'old', expiresAt: inDays(-1) }),
          ],
        },
        'DELETE /api/silent-shares/01JSHARE00000000000000000A': { status: 204 },
      },
    );
    const links = await screen.findByRole('region', { name: 'Your share links' });
    const rows = within(links).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('gran@example.com');
    expect(rows[0]!.textContent).toContain('Warm memory');
    expect(rows[0]!.textContent).toContain('2 views');
    expect(rows[0]!.textContent).toMatch(/Expires /);
    expect(rows[1]!.textContent).toContain('Link only');
    expect(rows[1]!.textContent).toContain('Thoughtful gift');
    expect(rows[1]!.textContent).toContain('1 view');

    await user.click(within(links).getByRole('button', { name: 'Revoke the link sent to gran@example.com' }));
    await waitFor(() => expect(within(links).getAllByRole('listitem')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/silent-shares/01JSHARE00000000000000000A')).toHaveLength(1);
  });
});
