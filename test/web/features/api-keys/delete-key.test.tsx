/** Deleting a key asks first, in the dialog's own words, and holds Cancel while the delete runs. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiKeySummary } from '@shared/schemas/api-key';
import { makeUser, mockFetch, renderApp, type StubResponse } from '../../utils';

const KEY: ApiKeySummary = {
  id: 'key-1',
  name: "Ava's iPhone",
  platform: 'ios',
  keyPreview: 'sk_a…f00d',
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2027-01-02T10:00:00.000Z',
  lastUsed: null,
  isActive: true,
};

describe('deleting an API key', () => {
  it('confirms with the key named, shows Deleting... with both buttons off, then closes', async () => {
    let answer: (stub: StubResponse) => void = () => {};
    const api = mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'GET /api/mobile/keys': { body: { apiKeys: [KEY] } },
      'DELETE /api/mobile/keys/key-1': () => new Promise<StubResponse>((resolve) => (answer = resolve)),
    });
    renderApp('/api-keys');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Delete Ava's iPhone" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ava's iPhone?" });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Apps using this key will no longer be able to upload (within a minute). This cannot be undone.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('disabled')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete key' }));
    await waitFor(() => expect(within(dialog).getByText('Deleting...')).toBeTruthy());
    expect(cancel.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Deleting...').closest('button')?.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('DELETE', '/api/mobile/keys/key-1')).toHaveLength(1);

    answer({ status: 204 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);
});
