import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT, type StubResponse } from '../../utils';

async function submitReset(answer: StubResponse, { password = 'new-password-1', confirm = 'new-password-1' } = {}) {
  const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'POST /api/auth/reset-password': answer });
  const user = userEvent.setup();
  const rendered = renderApp('/reset-password?token=tok-123');
  await screen.findByRole('heading', { name: 'Set a new password' });
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return { api, ...rendered };
}

describe('reset password', () => {
  it("says Passwords don't match under the confirmation and sends nothing", async () => {
    const { api } = await submitReset({ body: { message: 'ok' } }, { confirm: 'something-else' });

    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('asks for 8 characters in both fields', async () => {
    await submitReset({ body: { message: 'ok' } }, { password: 'short', confirm: 'short' });

    expect(screen.getAllByText('Password must be at least 8 characters')).toHaveLength(2);
  });

  it('without a token: "Invalid Reset Link" and off to /forgot-password', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    const { router } = renderApp('/reset-password', { strict: true });

    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByText('Invalid Reset Link')).toBeTruthy();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('an expired or invalid link: "Reset Link Expired" and off to /forgot-password', async () => {
    const { router } = await submitReset({ status: 400, body: { message: 'This reset link is invalid or has expired' } });

    expect(await screen.findByText('Reset Link Expired')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('another failure: "Failed to reset password. Please try again." and stays', async () => {
    const { router } = await submitReset({ status: 500, body: { message: 'Something went wrong. Please try again.' } });

    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('success: sends password, confirmation and token, then "Password Reset Complete" with Sign In Now', async () => {
    const user = userEvent.setup();
    const { api, router } = await submitReset({ body: { message: 'Your password has been reset.' } });

    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
      token: 'tok-123',
    });
    await user.click(screen.getByRole('button', { name: 'Sign In Now' }));
    expect(router.state.location.pathname).toBe('/signin');
  });
});
