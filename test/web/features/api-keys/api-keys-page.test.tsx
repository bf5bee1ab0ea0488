/** The API Keys page says what a key is for and how an app uses it, before any command. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '../../utils';

describe('the API Keys page', () => {
  it('explains a key in a member’s words, then how an app uses it, linking the API reference', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/mobile/keys': { body: { apiKeys: [] } } });
    renderApp('/api-keys');

    expect(await screen.findByRole('heading', { level: 1, name: 'API Keys' }, { timeout: 5_000 })).toBeTruthy();
    expect(
      screen.getByText(/lets an app on your phone add photos to your Snifty profile without ever knowing your password/),
    ).toBeTruthy();
    const how = screen.getByRole('region', { name: 'How an app uses a key' });
    const steps = within(how)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/^Generate a key below/);
    expect(steps[3]).toMatch(/^Delete the key to stop the app/);
    // No command is needed to understand it: the curl examples come later, for developers.
    expect(how.textContent).not.toContain('curl');
    expect(within(how).getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/openapi.json');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.indexOf('How an app uses a key')).toBeLessThan(sections.indexOf('For developers: requests with a key'));
  }, 15_000);
});
