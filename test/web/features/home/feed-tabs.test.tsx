import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import { makePhoto, ME, renderRoutes } from '../photos/support';
import { mockFetch } from '../../utils';

const TRENDING = '/api/photos/trending?limit=24';

/** LatestPhotos at `path`, as the home route mounts it. */
const renderFeed = (path = '/') => renderRoutes([{ path: '/', element: <LatestPhotos /> }], path, { signedInAs: ME });

const tab = (name: string) => within(screen.getByRole('tablist', { name: 'Photo feed' })).getByRole('tab', { name });

const selectedTab = () =>
  within(screen.getByRole('tablist', { name: 'Photo feed' }))
    .getAllByRole('tab')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);

const cardTitles = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('article')
    .map((article) => article.querySelector('h3')?.textContent);

describe('Latest Photos tabs', () => {
  it('switch the request from the feed to following to trending, and the URL with them', async () => {
    // Prepare
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos': { body: [makePhoto({ id: 'p-feed' })] },
      'GET /api/photos/following': { body: [makePhoto({ id: 'p-followed' })] },
      [`GET ${TRENDING}`]: { body: [makePhoto({ id: 'p-hot' })] },
    });
    const { router } = renderFeed();
    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-feed' })).toBeTruthy();
    expect(selectedTab()).toEqual(['For You']);

    // Act
    await user.click(tab('Following'));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-followed' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=following');
    expect(selectedTab()).toEqual(['Following']);
    expect(cardTitles('Photos from people you follow')).toEqual(['Sunset over the bay p-followed']);

    // Act
    await user.click(tab('Trending'));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-hot' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=trending');
    expect(selectedTab()).toEqual(['Trending']);
    expect(cardTitles('Trending photos')).toEqual(['Sunset over the bay p-hot']);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/photos', '/api/photos/following', TRENDING]);

    // Act: back to For You, which is cached
    await user.click(tab('For You'));

    // Assess
    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-feed' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(api.calls).toHaveLength(3);
  });

  it('keeps the tab of the URL on a reload', async () => {
    const api = mockFetch({ [`GET ${TRENDING}`]: { body: [makePhoto({ id: 'p-hot' })] } });

    renderFeed('/?tab=trending');

    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-hot' })).toBeTruthy();
    expect(selectedTab()).toEqual(['Trending']);
    expect(screen.getByRole('tabpanel', { name: 'Trending' })).toBeTruthy();
    expect(api.calls.map((call) => call.url)).toEqual([TRENDING]);
  });

  it('reads an unknown tab in the URL as For You', async () => {
    const api = mockFetch({ 'GET /api/photos': { body: [] } });

    renderFeed('/?tab=nonsense');

    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    expect(selectedTab()).toEqual(['For You']);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/photos']);
  });

  it('is a tablist: the selected tab alone is in the tab order, arrows move and Enter selects', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/photos': { body: [] }, 'GET /api/photos/following': { body: [] } });
    const { router } = renderFeed();
    await screen.findByRole('heading', { name: 'No photos yet' });
    expect(['For You', 'Following', 'Trending'].map((name) => tab(name).tabIndex)).toEqual([0, -1, -1]);
    expect(tab('For You').getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel', { name: 'For You' }).id);

    tab('For You').focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Following'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?tab=following'));
    expect(selectedTab()).toEqual(['Following']);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Trending'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('For You'));
  });

  it('pages the Following tab with the cursor from the X-Next-Cursor header', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos/following': { body: [makePhoto({ id: 'p-2' })], headers: { [NEXT_CURSOR_HEADER]: 'next/1' } },
      'GET /api/photos/following?cursor=next%2F1': { body: [makePhoto({ id: 'p-1' })] },
    });
    renderFeed('/?tab=following');
    await screen.findByRole('heading', { name: 'Sunset over the bay p-2' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cardTitles('Photos from people you follow')).toHaveLength(2));
    expect(api.calls.map((call) => call.url)).toEqual(['/api/photos/following', '/api/photos/following?cursor=next%2F1']);
  });

  describe('empty states', () => {
    it("For You: 'No photos yet' with a link to upload", async () => {
      mockFetch({ 'GET /api/photos': { body: [] } });

      renderFeed();

      expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Upload Photos' }).getAttribute('href')).toBe('/upload');
    });

    it('Following: says the member follows nobody yet and that their photos show here, and leads back to For You', async () => {
      const user = userEvent.setup();
      mockFetch({ 'GET /api/photos/following': { body: [] }, 'GET /api/photos': { body: [] } });
      const { router } = renderFeed('/?tab=following');

      expect(await screen.findByRole('heading', { name: 'Nothing from people you follow yet' })).toBeTruthy();
      expect(screen.getByText(/You don't follow anyone yet/).textContent).toContain(
        'When members you follow share photos, they show up here.',
      );

      await user.click(screen.getByRole('button', { name: 'Explore For You' }));

      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(selectedTab()).toEqual(['For You']);
    });

    it('Trending: says nothing is trending this week, with a link to upload', async () => {
      mockFetch({ [`GET ${TRENDING}`]: { body: [] } });

      renderFeed('/?tab=trending');

      expect(await screen.findByRole('heading', { name: 'Nothing trending this week' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Upload Photos' }).getAttribute('href')).toBe('/upload');
    });
  });

  it("shows 'Failed to fetch trending photos' with a retry when Trending cannot load", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({
      [`GET ${TRENDING}`]: () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [makePhoto({ id: 'p-hot' })] }),
    });
    renderFeed('/?tab=trending');

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch trending photos');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Sunset over the bay p-hot' })).toBeTruthy();
  });

  it('shows skeleton cards while the Trending list loads', async () => {
    mockFetch({ [`GET ${TRENDING}`]: () => new Promise(() => {}) });

    renderFeed('/?tab=trending');

    expect(screen.getByRole('status', { name: 'Loading photos' })).toBeTruthy();
  });
});
