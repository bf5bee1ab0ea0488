import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { createAppRoutes } from '@/app/router';
import { makePhoto, ME, renderRoutes } from '../photos/support';
import { mockFetch } from '../../utils';

const renderSearch = (path: string) => renderRoutes(createAppRoutes(), path, { signedInAs: ME });

const member = { 'GET /api/auth/user': { body: ME }, 'GET /api/notifications/unread-count': { body: { count: 0 } } };
const cardTitles = () =>
  within(screen.getByRole('list', { name: /^Photos matching/ }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('/search?q=', () => {
  it('shows the matches in the feed grid with a count, and keeps the words in the header box', async () => {
    const api = mockFetch({
      ...member,
      'GET /api/photos/search?q=golden%20hour': { body: [makePhoto({ id: 'p-2' }), makePhoto({ id: 'p-1' })] },
    });

    renderSearch('/search?q=golden%20hour');

    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-2' })).toBeTruthy();
    expect(cardTitles()).toEqual(['Sunset over the bay p-2', 'Sunset over the bay p-1']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for golden hour');
    expect(screen.getByRole('status').textContent).toBe('2 photos');
    expect((screen.getByRole('searchbox', { name: 'Search photos' }) as HTMLInputElement).value).toBe('golden hour');
    expect(api.callsTo('GET', '/api/photos/search')).toHaveLength(1);
  });

  it('pages with the cursor, counting what is loaded ("+" while more exist)', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...member,
      'GET /api/photos/search?q=sea': { body: [makePhoto({ id: 'p-3' })], headers: { [NEXT_CURSOR_HEADER]: 'c/1' } },
      'GET /api/photos/search?q=sea&cursor=c%2F1': { body: [makePhoto({ id: 'p-1' })] },
    });
    renderSearch('/search?q=sea');
    await screen.findByRole('heading', { name: 'Sunset over the bay p-3' });
    expect(screen.getByRole('status').textContent).toBe('1+ photos');

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('2 photos');
    expect(api.calls.map((call) => call.url).filter((url) => url.startsWith('/api/photos/search'))).toEqual([
      '/api/photos/search?q=sea',
      '/api/photos/search?q=sea&cursor=c%2F1',
    ]);
  });

  it('says no photos match, with the words searched for', async () => {
    mockFetch({ ...member, 'GET /api/photos/search?q=unicorn': { body: [] } });

    renderSearch('/search?q=unicorn');

    expect(await screen.findByRole('heading', { name: 'No photos match "unicorn"' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without words, asks for some and calls nothing', async () => {
    const api = mockFetch(member);

    renderSearch('/search');

    expect(await screen.findByRole('heading', { level: 1, name: 'Search photos' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/photos/search')).toHaveLength(0);
  });

  it("a card's tag chip opens a search for that tag", async () => {
    const user = userEvent.setup();
    mockFetch({
      ...member,
      'GET /api/photos/search?q=sunset': { body: [makePhoto({ id: 'p-1', tags: ['golden hour'] })] },
      'GET /api/photos/search?q=golden%20hour': { body: [makePhoto({ id: 'p-9', tags: ['golden hour'] })] },
    });
    const { router } = renderSearch('/search?q=sunset');
    const chip = await screen.findByRole('link', { name: '#golden hour' });
    expect(chip.getAttribute('href')).toBe('/search?q=golden%20hour');

    await user.click(chip);

    await waitFor(() => expect(router.state.location.search).toBe('?q=golden%20hour'));
    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-9' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search photos' }) as HTMLInputElement).value).toBe('golden hour');
  });
});
