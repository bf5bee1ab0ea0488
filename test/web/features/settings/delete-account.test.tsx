/** After 'Delete forever' the dialog closes the moment the account is gone; while it runs, nothing else can be pressed. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/messages/account';
import { currentUserQueryOptions } from '@/lib/auth';
import { makeUser, mockFetch, renderApp, toastTexts } from '../../utils';

describe('deleting the account from Settings', () => {
  it('shows progress with its buttons off, then closes the dialog at once', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'DELETE /api/auth/user': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 204 });
        }),
    });
    renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));

    await waitFor(() => expect(answer).toBeDefined());
    expect(screen.getByRole('button', { name: 'Keep my account' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Deleting/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Your password').hasAttribute('disabled')).toBe(true);

    answer!();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastTexts().join()).toContain('Your account has been deleted');
  }, 15_000);

  it('treats 202 (the server finishes the deletion) like 204: farewell, home, the member forgotten', async () => {
    const user = userEvent.setup();
    const fetched = mockFetch({
      'GET /api/auth/user': { body: makeUser() },
      'DELETE /api/auth/user': { status: 202, body: { message: ACCOUNT_MESSAGES.deleteContinues } },
    });
    const { router, queryClient } = renderApp('/settings');

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(screen.getByLabelText('Your password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete forever' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(fetched.callsTo('DELETE', '/api/auth/user')).toHaveLength(1);
    expect(toastTexts().join()).toContain(ACCOUNT_MESSAGES.deleteContinuesTitle);
    expect(toastTexts().join()).toContain(ACCOUNT_MESSAGES.deleteContinues);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeNull();
  }, 15_000);
});
