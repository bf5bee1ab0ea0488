import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT, toastTexts } from '../../utils';

async function openSignUp() {
  const rendered = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create your account' });
  return rendered;
}

describe('sign up', () => {
  it('counts the password length live: at least 8 characters (n/8)', async () => {
    // Prepare
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    const user = userEvent.setup();
    await openSignUp();
    const indicator = () => screen.getByTestId('password-length').textContent;
    expect(indicator()).toContain('at least 8 characters (0/8)');

    // Act + Assess
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(indicator()).toContain('at least 8 characters (3/8)');
    await user.type(screen.getByLabelText('Password'), 'defghij');
    expect(indicator()).toContain('at least 8 characters (8/8)');
    expect(screen.getByTestId('password-length').className).toContain('password-rule--met');
  });

  it('shows the sign-up validation messages under the fields and sends nothing', async () => {
    const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    const user = userEvent.setup();
    await openSignUp();

    await user.type(screen.getByLabelText('First name'), 'R2D2');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('First name contains invalid characters')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/auth/signup')).toHaveLength(0);

    // Messages follow the edits after the first attempt.
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    expect(screen.queryByText('Last name is required')).toBeNull();
  });

  it.each([
    [
      400,
      'An account with this email already exists. Please sign in instead.',
      { message: 'An account with this email already exists' },
    ],
    [401, 'Authentication error. Please try again.', { message: 'Unauthorized' }],
    [
      429,
      'Too many attempts. Please wait a few minutes and try again.',
      { message: 'Too many attempts. Please wait a few minutes and try again.' },
    ],
    [500, 'Sign up failed. Please try again.', ''],
  ])('answers a %i with "%s" in the failure toast', async (status, expected, body) => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'POST /api/auth/signup': { status, body } });
    const user = userEvent.setup();
    await openSignUp();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(expected)).toBeTruthy();
    expect(screen.getByText('Sign up failed')).toBeTruthy();
  });

  it('on success sends the lower-cased email, toasts for 8 s and goes to /signin after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockFetch({
      'GET /api/auth/user': SIGNED_OUT,
      'POST /api/auth/signup': { status: 201, body: { message: 'Account created' } },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await openSignUp();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/signup')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await act(async () => vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/signup');
    await act(async () => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(router.state.location.search).toBe('');
    expect(toastTexts().join()).toContain('Account created successfully!');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(toastTexts()).toHaveLength(0);
  });
});
