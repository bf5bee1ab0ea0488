import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT, toastTexts } from '../../utils';

describe('landing page', () => {
  it('welcomes a visitor, asks for 3 trending photos and survives their 404', async () => {
    // Prepare: the trending endpoint does not exist yet.
    const api = mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    // Act
    renderApp('/', { strict: true });

    // Assess
    expect(await screen.findByRole('heading', { name: 'Share Your Story' })).toBeTruthy();
    expect(await screen.findByText('Welcome to Snifty Photos!')).toBeTruthy();
    expect(screen.getByText('Sign in to start sharing your photos with the world')).toBeTruthy();
    expect(toastTexts()).toHaveLength(1);
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/photos/trending?limit=3')).toBe(true));
    expect(screen.getByRole('heading', { name: 'Featured Today' })).toBeTruthy();
  });

  it('links Sign In, Get Started and Start Creating, and opens articles and stores in a new tab', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Share Your Story' });

    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Start Creating' }).getAttribute('href')).toBe('/signin');

    const featured = screen.getByRole('region', { name: 'Featured Today' });
    const articleLinks = within(featured).getAllByRole('link');
    expect(articleLinks).toHaveLength(3);
    for (const link of articleLinks) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(within(featured).getByText('yesterday')).toBeTruthy();
    expect(within(featured).getByText('2 days ago')).toBeTruthy();
    expect(within(featured).getByText('3 days ago')).toBeTruthy();

    const apps = screen.getByRole('region', { name: 'App Showcases' });
    const cards = within(apps).getAllByRole('article');
    expect(cards.length).toBeLessThanOrEqual(8);
    expect(within(apps).getAllByText('Trending').length).toBeGreaterThan(0);
    for (const img of within(apps).getAllByRole('img')) expect(img.getAttribute('alt')).toMatch(/app icon$/);
  });

  it('takes the welcome toast away with the landing page, so it never covers the sign-up form', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    renderApp('/', { strict: true });
    await screen.findByText('Welcome to Snifty Photos!', {}, { timeout: 5_000 });

    await user.click(screen.getByRole('link', { name: 'Get Started' }));

    expect(await screen.findByRole('button', { name: 'Create Account' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([]), { timeout: 5_000 });
  }, 30_000);
});
