/**
 * The invitation mail's links. A member who opens 'Accept' joins at once; 'Decline' asks
 * first; a visitor is sent to create an account, and signing in afterwards finishes the accept.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT } from '../../utils';
import { bookClub, family, invitation, ME } from './support';

const waitingInvitation = invitation();

afterEach(() => window.localStorage.clear());

describe('the invitation page', () => {
  it("a member opening the mail's Accept joins the tribe once", async () => {
    let waiting = [waitingInvitation];
    const api = mockFetch({
      'GET /api/auth/user': { body: ME },
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/invitations': () => ({ body: waiting }),
      'POST /api/tribes/tribe-books/accept': () => {
        waiting = [];
        return { status: 200, body: bookClub() };
      },
    });

    renderApp('/invitations/tribe-books?answer=accept', { strict: true });

    expect(await screen.findByRole('heading', { name: 'You are in Book club' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(1);
  });

  it("a member opening the mail's Decline is asked first, with both answers offered", async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/auth/user': { body: ME },
      'GET /api/tribes/invitations': { body: [waitingInvitation] },
      'POST /api/tribes/tribe-books/decline': { status: 204 },
    });

    renderApp('/invitations/tribe-books?answer=decline');

    expect(await screen.findByRole('heading', { name: 'Join Book club?' })).toBeTruthy();
    expect(screen.getByText('Katherine Johnson invited you to their tribe.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept the invitation to Book club' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline the invitation to Book club' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/tribes/tribe-books/decline')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(0);
  });

  it('says so when no invitation waits for the member (answered, withdrawn or another address)', async () => {
    const api = mockFetch({ 'GET /api/auth/user': { body: ME }, 'GET /api/tribes/invitations': { body: [] } });

    renderApp('/invitations/tribe-books?answer=accept');

    expect(await screen.findByRole('heading', { name: 'No invitation waiting' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(0);
  });

  it('sends a visitor to create an account, and signing in later finishes the accept', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const api = mockFetch({
      'GET /api/auth/user': () => (signedIn ? { body: ME } : SIGNED_OUT),
      'POST /api/auth/signin': () => {
        signedIn = true;
        return { body: { message: 'Signed in', user: ME } };
      },
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/invitations': { body: [waitingInvitation] },
      'POST /api/tribes/tribe-books/accept': { status: 200, body: bookClub() },
    });

    const { router } = renderApp('/invitations/tribe-books?answer=accept');
    expect(await screen.findByRole('heading', { name: 'You are invited to a tribe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/signup');
    expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(0);

    // After sign-up and verification (elsewhere), the visitor signs in on this browser.
    await router.navigate('/signin');
    await user.type(await screen.findByLabelText('Email'), ME.email);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'You are in Book club' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/tribes/tribe-books/accept')).toHaveLength(1);
  }, 15_000);
});
