import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, SIGNED_OUT } from '../../utils';

describe('footer and its reading pages', () => {
  it('has no dead control: every footer entry is a link to a page of the app', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT, 'GET /api/photos/trending': { body: [] } });

    renderApp('/privacy');

    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryAllByRole('button')).toHaveLength(0);
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/privacy', '/terms', '/guidelines', '/help', '/tribes', '/capsules']));
  });

  it.each([
    ['/privacy', 'Privacy Policy', /without metadata, so your location is never published/],
    ['/privacy', 'Privacy Policy', /Amazon Bedrock does not keep it or use it to train models/],
    ['/privacy', 'Privacy Policy', /Deleting your account/],
    ['/terms', 'Terms of Service', /You keep every right to the photos you upload/],
    ['/guidelines', 'Community Guidelines', /they join only if they accept/],
    ['/help', 'Help Center', /Links last 30 days unless you choose otherwise/],
    ['/help', 'Help Center', /stays sealed, even from you, until that day/],
  ])('%s shows "%s" to a visitor, with what it promises', async (path, title, text) => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('goes from the footer to the Help Center', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    await user.click(within(screen.getByRole('navigation', { name: 'Support' })).getByRole('link', { name: 'Help Center' }));

    expect(router.state.location.pathname).toBe('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeTruthy();
  });
});
