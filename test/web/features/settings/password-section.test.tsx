import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/messages/account';
import { PasswordSection } from '@/features/settings/components/password-section';
import { mockFetch, renderWithProviders, toastTexts } from '../../utils';

/** Fills both password fields and submits the form. */
async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Current password'), 'old password 1');
  await user.type(screen.getByLabelText('New password'), 'new password 2');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('the password section (a change may end the API keys)', () => {
  it('asks to end the API keys too, ticked by default, and sends endApiKeys: true', async () => {
    const api = mockFetch({ 'POST /api/auth/change-password': { status: 204 } });
    const user = userEvent.setup();
    renderWithProviders(<PasswordSection />);

    const box = screen.getByRole('checkbox', { name: ACCOUNT_MESSAGES.endApiKeysLabel }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await changePassword(user);

    await waitFor(() => expect(api.callsTo('POST', '/api/auth/change-password')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'old password 1',
      newPassword: 'new password 2',
      endApiKeys: true,
    });
    await waitFor(() => expect(toastTexts().join(' ')).toContain(ACCOUNT_MESSAGES.passwordChangedKeysEnded));
  });

  it('keeps the keys when the member unticks the box', async () => {
    const api = mockFetch({ 'POST /api/auth/change-password': { status: 204 } });
    const user = userEvent.setup();
    renderWithProviders(<PasswordSection />);

    await user.click(screen.getByRole('checkbox', { name: ACCOUNT_MESSAGES.endApiKeysLabel }));
    await changePassword(user);

    await waitFor(() => expect(api.callsTo('POST', '/api/auth/change-password')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/change-password')[0]!.body).toMatchObject({ endApiKeys: false });
    await waitFor(() => expect(toastTexts().join(' ')).toContain(ACCOUNT_MESSAGES.passwordChanged));
  });
});
