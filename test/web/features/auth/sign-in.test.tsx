import { AUTH_MESSAGES } from '@shared/messages/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The app loads each screen lazily: loaded with this file, so the first test and the one that lands on
// home do not spend their time on transforming those screens' modules (seconds on a loaded machine).
import '@/app/routes/auth/sign-in';
import '@/app/routes/member-home';
import { makeUser, mockFetch, renderApp, SIGNED_OUT, toastTexts, type StubResponse } from '../../utils';

async function signInWith(signinAnswer: StubResponse | Error, { email = 'ada@example.com', password = 'secret-pass' } = {}) {
  const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'POST /api/auth/signin': signinAnswer });
  const user = userEvent.setup();
  const rendered = renderApp('/signin');
  await screen.findByRole('heading', { name: 'Welcome back' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return { api, user, ...rendered };
}

describe('sign in', () => {
  it('shows the server message in a destructive "Sign in failed" toast', async () => {
    await signInWith({ status: 401, body: { message: 'Invalid email or password' } });

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    const toast = screen.getByTestId('toast');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.className).toContain('toast--destructive');
    expect(toast.textContent).toContain('Sign in failed');
  });

  it('says "Sign in failed" when the server sends no message', async () => {
    await signInWith({ status: 500, body: '' });

    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    expect(toastTexts()[0]).toBe('Sign in failedSign in failed');
  });

  it('falls back to "Please check your credentials and try again." when the request itself fails', async () => {
    await signInWith(new TypeError('Failed to fetch'));

    expect(await screen.findByText('Please check your credentials and try again.')).toBeTruthy();
    expect(screen.getByText('Sign in failed')).toBeTruthy();
  });

  it('offers a new verification email when the address is not verified (403)', async () => {
    await signInWith({
      status: 403,
      body: { message: 'Please verify your email before signing in. Check your inbox for the verification link.' },
    });

    expect(await screen.findByText(/Please verify your email before signing in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new verification email' }).getAttribute('href')).toBe('/verify-email');
  });

  it('validates with the shared schema before sending', async () => {
    const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    const user = userEvent.setup();
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/signin')).toHaveLength(0);
  });

  it('welcomes the member back by first name, refreshes the user and goes home', async () => {
    const ada = makeUser();
    let signedIn = false;
    const api = mockFetch({
      'GET /api/auth/user': () => (signedIn ? { body: ada } : SIGNED_OUT),
      'POST /api/auth/signin': () => {
        signedIn = true;
        return { body: { message: 'Signed in', user: ada } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Latest Photos' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(api.callsTo('GET', '/api/auth/user').length).toBe(2));
  });

  it('tells the member, with the welcome, that our mail to them stopped', async () => {
    const ada = makeUser();
    await signInWith({ body: { message: 'Signed in', user: ada, notice: AUTH_MESSAGES.mailSuppressedNotice } });

    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.mailSuppressedNotice)).toBeTruthy();
  });

  it('shows the social failure from ?error=social', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    const { router } = renderApp('/signin?error=social', { strict: true });

    expect(await screen.findByText('Social sign-in failed. Please try again.')).toBeTruthy();
    expect(screen.getByText('Sign in failed')).toBeTruthy();
    expect(toastTexts()).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says why from ?error=social-unverified: the provider has not verified the email', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    const { router } = renderApp('/signin?error=social-unverified', { strict: true });

    expect(await screen.findByText(AUTH_MESSAGES.socialEmailUnverified)).toBeTruthy();
    expect(screen.getByText('Sign in failed')).toBeTruthy();
    expect(toastTexts()).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('links to forgot password and sign up, and offers both social providers', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    renderApp('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    screen.getByRole('button', { name: 'Show password' }).click();
    await waitFor(() => expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text'));
  });
});
