import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp, type StubResponse } from '../../utils';

async function home(user: ReturnType<typeof makeUser>, resend: StubResponse = { body: { message: 'sent' } }) {
  const api = mockFetch({ 'GET /api/auth/user': { body: user }, 'POST /api/auth/resend-verification': resend });
  const rendered = renderApp('/');
  await screen.findByRole('heading', { name: 'Latest Photos' });
  return { api, ...rendered };
}

describe('email verification banner', () => {
  it('shows for an email account whose address is not verified', async () => {
    await home(makeUser({ authProvider: 'email', emailVerified: false }));

    expect(screen.getByTestId('verification-banner')).toBeTruthy();
    expect(screen.getByText('Please verify your email address')).toBeTruthy();
  });

  it.each([
    ['a verified email account', makeUser({ authProvider: 'email', emailVerified: true })],
    ['an unverified Google account', makeUser({ authProvider: 'google', emailVerified: false })],
    ['an unverified GitHub account', makeUser({ authProvider: 'github', emailVerified: false })],
  ])('does not show for %s', async (_label, user) => {
    await home(user);

    expect(screen.queryByTestId('verification-banner')).toBeNull();
  });

  it('resends with a sending state, then says "Email sent!"', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const sent = new Promise<void>((resolve) => (release = resolve));
    const { api } = await home(makeUser({ emailVerified: false }), { body: { message: 'sent' } });
    const handler = api.fn.getMockImplementation()!;
    api.fn.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/resend-verification')) await sent;
      return handler(input, init);
    });

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeTruthy();
    release();

    expect(await screen.findByText('Email sent!')).toBeTruthy();
    expect(screen.getByText('Please check your inbox for the verification link.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/resend-verification')[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server message, else "Failed to resend email", under "Failed to send email"', async () => {
    const user = userEvent.setup();
    await home(makeUser({ emailVerified: false }), {
      status: 429,
      body: { message: 'Too many attempts. Please wait a few minutes and try again.' },
    });

    await user.click(screen.getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByText('Failed to send email')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
  });

  it('falls back to "Failed to resend email" without a server message', async () => {
    const user = userEvent.setup();
    await home(makeUser({ emailVerified: false }), { status: 500, body: '' });

    await user.click(screen.getByRole('button', { name: 'Resend email' }));

    expect(await screen.findByText('Failed to resend email')).toBeTruthy();
  });

  it('is dismissed with ×', async () => {
    const user = userEvent.setup();
    await home(makeUser({ emailVerified: false }));

    await user.click(screen.getByRole('button', { name: 'Dismiss verification reminder' }));

    await waitFor(() => expect(screen.queryByTestId('verification-banner')).toBeNull());
  });
});
