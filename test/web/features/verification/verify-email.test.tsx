import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT } from '../../utils';

describe('verify email', () => {
  it('verifies once (even under StrictMode), says "Email verified!" and goes to /signin after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockFetch({
      'GET /api/auth/user': SIGNED_OUT,
      'POST /api/auth/verify-email': { body: { message: 'Email verified.' } },
    });

    const { router } = renderApp('/verify-email?token=tok-1', { strict: true });

    expect(await screen.findByRole('heading', { name: 'Email verified!' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/verify-email')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/auth/verify-email')[0]?.body).toEqual({ token: 'tok-1' });
    await act(async () => vi.advanceTimersByTime(1900));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('a link opened again for a verified address says "Already verified", not a failure', async () => {
    mockFetch({
      'GET /api/auth/user': SIGNED_OUT,
      'POST /api/auth/verify-email': {
        body: { message: 'Your email is already verified. You can sign in.', alreadyVerified: true },
      },
    });

    renderApp('/verify-email?token=tok-2');

    expect(await screen.findByRole('heading', { name: 'Already verified' })).toBeTruthy();
    expect(screen.queryByText('Verification failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In Now' })).toBeTruthy();
  });

  it('on failure says "Verification failed" – "Invalid or expired verification link" and offers a new email', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/auth/user': SIGNED_OUT,
      'POST /api/auth/verify-email': { status: 400, body: { message: 'Invalid or expired verification link' } },
      'POST /api/auth/resend-verification': { body: { message: 'sent' } },
    });
    renderApp('/verify-email?token=bad');

    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(screen.getAllByText('Invalid or expired verification link').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Email' }));

    expect(await screen.findByText('Email sent!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/resend-verification')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('without a token offers the email field; a failed resend says "Failed to resend email" – "Please try again later"', async () => {
    const user = userEvent.setup();
    const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'POST /api/auth/resend-verification': { status: 500, body: '' } });
    renderApp('/verify-email');
    await screen.findByRole('heading', { name: 'Verify your email' });

    await user.click(screen.getByRole('button', { name: 'Send Verification Email' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/resend-verification')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Email' }));

    expect(await screen.findByText('Failed to resend email')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/verify-email')).toHaveLength(0);
  });
});
