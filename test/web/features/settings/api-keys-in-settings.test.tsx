/**
 * Settings' API keys card says what it does: the generation form above its list (so "Generate your first
 * key above" is true), keys a password change ended shown ended at once, and an ended key without a
 * future expiry date.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@shared/messages/api-key';
import type { ApiKeySummary } from '@shared/schemas/api-key';
import { makeUser, mockFetch, renderApp } from '../../utils';

const key = (overrides: Partial<ApiKeySummary> = {}): ApiKeySummary =>
  ({
    id: 'key-1',
    name: 'My phone',
    platform: 'ios',
    keyPreview: 'sk_live_abcd…wxyz',
    deviceId: null,
    lastUsed: null,
    expiresAt: '2099-06-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    isActive: true,
    ...overrides,
  }) as ApiKeySummary;

describe('API keys on the Settings page', () => {
  it('puts the generation form above the list its empty text points to', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/mobile/keys': { body: { apiKeys: [] } } });
    renderApp('/settings');

    const empty = await screen.findByText(API_KEY_MESSAGES.empty, undefined, { timeout: 5_000 });
    const form = screen.getByRole('form', { name: API_KEY_MESSAGES.generateFormLabel });
    expect(form.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 15_000);

  it('shows the keys ended right after a password change that ended them, without a future expiry', async () => {
    let ended = false;
    mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/mobile/keys': () => ({ body: { apiKeys: [key({ isActive: !ended })] } }),
      'POST /api/auth/change-password': () => {
        ended = true;
        return { status: 204 };
      },
      'GET /api/auth/sessions': { body: { sessions: [] } },
    });
    const user = userEvent.setup();
    renderApp('/settings');
    const row = await screen.findByRole('listitem', { name: 'My phone' }, { timeout: 5_000 });
    expect(within(row).getByText(API_KEY_MESSAGES.active)).toBeTruthy();

    await user.type(screen.getByLabelText('Current password'), 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'My phone' })).getByText(API_KEY_MESSAGES.inactive)).toBeTruthy(),
    );
    const endedRow = screen.getByRole('listitem', { name: 'My phone' });
    expect(within(endedRow).getByText(API_KEY_MESSAGES.ended)).toBeTruthy();
    expect(endedRow.textContent).not.toContain('2099');
  }, 15_000);
});
