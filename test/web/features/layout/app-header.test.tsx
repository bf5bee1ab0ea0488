import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '@/features/layout/components/app-header';
import { makeUser, renderWithProviders } from '../../utils';

describe('signed-in header', () => {
  it('offers a navigation menu with every destination of the desktop nav and the avatar menu, by keyboard', async () => {
    // Prepare
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AppHeader user={makeUser()} onLogout={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Open navigation menu' });

    // Act
    trigger.focus();
    await user.keyboard('{Enter}');

    // Assess
    const menu = screen.getByRole('menu', { name: 'Navigation' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Trending', '/?tab=trending'],
      ['Following', '/?tab=following'],
      ['My Tribes', '/tribes'],
      ['Tribe Feeds', '/tribe-feed'],
      ['Memories', '/capsules'],
      ['API Keys', '/api-keys'],
      ['Settings', '/settings'],
    ]);
    await user.keyboard('{End}{Enter}');
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.queryByRole('menu', { name: 'Navigation' })).toBeNull();
  });

  it('shows initials, and the display name and email in the avatar menu', async () => {
    // Prepare
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={makeUser({ firstName: 'Ada', lastName: 'Lovelace' })} onLogout={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.textContent).toBe('AL');

    // Act
    await user.click(trigger);

    // Assess
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Profile', 'My Tribes', 'Tribe Feeds', 'Memories', 'API Keys', 'Settings', 'Log out']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Tribes' }).getAttribute('href')).toBe('/tribes');
    expect(within(menu).getByRole('menuitem', { name: 'Tribe Feeds' }).getAttribute('href')).toBe('/tribe-feed');
    expect(within(menu).getByRole('menuitem', { name: 'Memories' }).getAttribute('href')).toBe('/capsules');
    expect(within(menu).getByRole('menuitem', { name: 'API Keys' }).getAttribute('href')).toBe('/api-keys');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('falls back to the email local part and its upper-cased first letter without both names', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AppHeader user={makeUser({ firstName: 'Grace', lastName: null, email: 'grace.h@example.com' })} onLogout={() => {}} />,
    );
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.textContent).toBe('G');

    await user.click(trigger);

    expect(screen.getByText('grace.h')).toBeTruthy();
    expect(screen.getByText('grace.h@example.com')).toBeTruthy();
  });

  it('closes the menu with Escape and calls onLogout from Log out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderWithProviders(<AppHeader user={makeUser()} onLogout={onLogout} />);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the home feed on its Trending and Following tabs, marking the current one; Live says it is coming', () => {
    renderWithProviders(<AppHeader user={makeUser()} onLogout={() => {}} />, { path: '/?tab=trending' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getByRole('link', { name: 'Trending' }).getAttribute('href')).toBe('/?tab=trending');
    expect(within(nav).getByRole('link', { name: 'Following' }).getAttribute('href')).toBe('/?tab=following');
    expect(within(nav).getByRole('link', { name: 'Trending' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    const live = within(nav).getByRole('button', { name: /Live/ }) as HTMLButtonElement;
    expect(live.disabled).toBe(true);
    expect(within(live).getByText('Soon')).toBeTruthy();
  });

  it('has the search box, the upload link and the notifications slot the shell fills', () => {
    renderWithProviders(<AppHeader user={makeUser()} onLogout={() => {}} notifications={<button type="button">Bell</button>} />);

    expect(screen.getByPlaceholderText('Search photos...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload' }).getAttribute('href')).toBe('/upload');
    expect(screen.getByRole('button', { name: 'Bell' })).toBeTruthy();
  });
});

describe('header search', () => {
  it('opens /search?q= with the trimmed words on Enter; blank does nothing', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<AppHeader user={makeUser()} onLogout={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search photos' });
    expect(box.getAttribute('placeholder')).toBe('Search photos...');

    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');

    await user.clear(box);
    await user.type(box, '  golden hour & "sea" {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('golden hour & "sea"');
  });

  it('shows the words of the results page it is on, and is empty elsewhere', () => {
    renderWithProviders(<AppHeader user={makeUser()} onLogout={() => {}} />, { path: '/search?q=caf%C3%A9' });
    expect((screen.getByRole('searchbox', { name: 'Search photos' }) as HTMLInputElement).value).toBe('café');
  });

  it('on a phone, the search icon opens the box and focuses it; Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={makeUser()} onLogout={() => {}} />);
    const toggle = screen.getByRole('button', { name: 'Search photos' });
    const form = screen.getByRole('search');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(form.className).not.toContain('app-header__search--open');

    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.className).toContain('app-header__search--open');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search photos' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
