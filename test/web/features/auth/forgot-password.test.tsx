import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT } from '../../utils';

describe('forgot password', () => {
  it('shows "Check Your Email" with neutral text, then lets the visitor send another', async () => {
    const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('Reset Email Sent')).toBeTruthy();
    expect(screen.getByText(/If an account exists for/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/signin');

    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('says "Failed to send reset email. Please try again." on failure', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'POST /api/auth/forgot-password': { status: 500, body: '' } });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Failed to send reset email. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});
