import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_MESSAGES as M } from '@shared/messages/data-export';
import type { DataExportStatus } from '@shared/schemas/data-export';
import { DataExportSection } from '@/features/settings/components/data-export-section';
import { mockFetch, renderWithProviders, toastTexts } from '../../utils';

const copy = (overrides: Partial<DataExportStatus> = {}): DataExportStatus => ({
  id: 'x1',
  status: 'queued',
  done: 0,
  total: 0,
  requestedAt: '2026-11-27T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
  ...overrides,
});

describe('Download my data', () => {
  it('asks for a copy, shows its progress while it is packed, then offers the download', async () => {
    const user = userEvent.setup();
    let state: DataExportStatus | null = null;
    const answers = [
      copy({ status: 'building', done: 1, total: 3 }),
      copy({
        status: 'ready',
        done: 3,
        total: 3,
        readyAt: '2026-11-27T10:01:00.000Z',
        expiresAt: '2026-11-28T10:01:00.000Z',
        sizeBytes: 5_300_000,
        downloadUrl: 'http://localhost/media/exports/u/snifty-photos-data.zip?Signature=s',
      }),
    ];
    const api = mockFetch({
      'GET /api/auth/user/export': () => {
        if (!state) return { status: 404, body: { message: M.none } };
        state = answers.shift() ?? state;
        return { body: state };
      },
      'POST /api/auth/user/export': () => {
        state = copy();
        return { status: 202, body: state };
      },
    });
    renderWithProviders(<DataExportSection />);

    await user.click(await screen.findByRole('button', { name: M.start }));
    expect(api.callsTo('POST', '/api/auth/user/export')).toHaveLength(1);
    await waitFor(() => expect(toastTexts().join(' ')).toContain(M.startedTitle));
    expect(await screen.findByText(M.building(1, 3), {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: M.again })).toBeNull();

    const link = (await screen.findByRole('link', { name: M.download }, { timeout: 5000 })) as HTMLAnchorElement;
    expect(link.href).toContain('/media/exports/');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(/5\.1 MB, ready to download until/)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.again })).toBeTruthy();
  }, 15_000);

  it('says why when a copy cannot be made now (one is already being prepared, or the day’s are used)', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/user/export': { status: 404, body: { message: M.none } },
      'POST /api/auth/user/export': { status: 429, body: { message: M.tooMany(3) }, headers: { 'Retry-After': '600' } },
    });
    renderWithProviders(<DataExportSection />);
    await user.click(await screen.findByRole('button', { name: M.start }));
    await waitFor(() => expect(toastTexts().join(' ')).toContain(M.tooMany(3)));
  });

  it('shows a failed copy plainly and lets the member try again', async () => {
    mockFetch({ 'GET /api/auth/user/export': { body: copy({ status: 'failed' }) } });
    renderWithProviders(<DataExportSection />);
    expect(await screen.findByText(M.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.again })).toBeTruthy();
  });

  it('comes into view when the ready mail’s link opens Settings at #data-export', async () => {
    mockFetch({ 'GET /api/auth/user/export': { body: copy({ status: 'failed' }) } });
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<DataExportSection />, { path: '/settings#data-export' });
      await waitFor(() => expect(scrolled.map((el) => el.id)).toEqual(['data-export']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
