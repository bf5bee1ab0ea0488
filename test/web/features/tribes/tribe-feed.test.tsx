import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEED_SKELETON_COUNT, NEXT_CURSOR_HEADER } from '@shared/constants';
import { TRIBE_EMOJIS } from '@shared/enums';
import { makePhoto } from '../photos/support';
import { SIGNED_OUT, toastTexts, mockFetch } from '../../utils';
import { bookClub, family, ME, renderTribeFeed } from './support';

const USER = { 'GET /api/auth/user': { body: ME } };

const tabs = () => screen.getAllByRole('tab');

describe('Tribe Feeds', () => {
  it("shows 'All Public' and a tab per owned and joined tribe with its member count", async () => {
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family({ memberCount: 3 }), bookClub()] },
      'GET /api/photos/public': { body: [] },
    });

    renderTribeFeed();

    expect(await screen.findByRole('tab', { name: 'Family 3 members' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: "Katherine's Book club 2 members" })).toBeTruthy();
    expect(tabs().map((tab) => [tab.querySelector('.tribe-tab__name')?.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['All Public', 'true'],
      ['Family', 'false'],
      ["Katherine's Book club", 'false'],
    ]);
    expect(tabs()[1]!.textContent).toContain(TRIBE_EMOJIS.family);
    expect(tabs()[2]!.textContent).toContain(TRIBE_EMOJIS.custom);
    expect(screen.getAllByTestId('tab-count').map((count) => count.firstChild?.textContent)).toEqual(['3', '2']);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
  });

  it('shows 8 skeleton cards while the feed loads', async () => {
    let answer: () => void = () => {};
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'GET /api/photos/public': () => new Promise((resolve) => (answer = () => resolve({ body: [makePhoto()] }))),
    });

    renderTribeFeed();

    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByTestId('photo-skeleton')).toHaveLength(FEED_SKELETON_COUNT));
    expect(FEED_SKELETON_COUNT).toBe(8);
    await act(async () => answer());
    expect(await screen.findByRole('list', { name: 'All public photos' })).toBeTruthy();
    expect(screen.queryByTestId('photo-skeleton')).toBeNull();
  });

  it("says 'No public photos have been shared' when All Public is empty, with a link to upload", async () => {
    mockFetch({ ...USER, 'GET /api/tribes': { body: [family()] }, 'GET /api/photos/public': { body: [] } });

    renderTribeFeed();

    expect(await screen.findByRole('heading', { name: 'No photos in this feed yet' })).toBeTruthy();
    expect(screen.getByText('No public photos have been shared')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share Your First Photo' }).getAttribute('href')).toBe('/upload');
  });

  it('opens a tribe tab with its summary, keeps it in the URL, and shows its empty state', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family({ memberCount: 2, photoCount: 5 })] },
      'GET /api/photos/public': { body: [makePhoto()] },
      'GET /api/tribes/tribe-family/photos': { body: [] },
    });

    const { router } = renderTribeFeed();
    await user.click(await screen.findByRole('tab', { name: 'Family 2 members' }));

    expect(router.state.location.search).toBe('?tribe=tribe-family');
    expect(screen.getByRole('tab', { name: 'Family 2 members' }).getAttribute('aria-selected')).toBe('true');
    const summary = screen.getByTestId('tribe-summary');
    expect(within(summary).getByRole('heading', { name: 'Family' })).toBeTruthy();
    const stats = Array.from(summary.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(stats).toEqual([
      ['Members', '2'],
      ['Photos', '5'],
      ['Tone', 'warm'],
      ['Reactions', '❤️ hearts'],
    ]);
    expect(await screen.findByRole('heading', { name: 'No photos in this feed yet' })).toBeTruthy();
    expect(screen.getByText('No photos have been shared with this tribe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Share Your First Photo' }).getAttribute('href')).toBe('/upload');
    expect(api.callsTo('GET', '/api/tribes/tribe-family/photos')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'All Public' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('list', { name: 'All public photos' })).toBeTruthy();
  });

  it("shows each photo's tribe caption with its 'tone' badge", async () => {
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family()] },
      'GET /api/tribes/tribe-family/photos': {
        body: [
          makePhoto({
            id: 'p-2',
            tribeSpecificContent: { 'tribe-family': { caption: 'Golden hour with the whole crew', tone: 'warm' } },
          }),
          makePhoto({ id: 'p-1', tribeSpecificContent: { 'other-tribe': { caption: 'Not for this tab', tone: 'playful' } } }),
        ],
      },
    });

    renderTribeFeed('/tribe-feed?tribe=tribe-family');

    const grid = await screen.findByRole('list', { name: 'Photos shared with Family' });
    const items = within(grid)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === grid);
    expect(items).toHaveLength(2);
    const note = within(items[0]!).getByTestId('tribe-caption');
    expect(within(note).getByText('Golden hour with the whole crew')).toBeTruthy();
    expect(within(note).getByTestId('tone-badge').textContent).toBe('Tone: warm');
    expect(within(note).getByText('warm')).toBeTruthy();
    expect(within(items[0]!).getByRole('article')).toBeTruthy();
    expect(within(items[1]!).queryByTestId('tribe-caption')).toBeNull();
    expect(screen.queryByText('Not for this tab')).toBeNull();
  });

  it('reads the selected tribe from the URL on load and pages its feed', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family(), bookClub()] },
      'GET /api/tribes/tribe-books/photos': { body: [makePhoto({ id: 'p-3' })], headers: { [NEXT_CURSOR_HEADER]: 'next/1' } },
      'GET /api/tribes/tribe-books/photos?cursor=next%2F1': { body: [makePhoto({ id: 'p-2' })] },
    });

    renderTribeFeed('/tribe-feed?tribe=tribe-books');

    const grid = await screen.findByRole('list', { name: 'Photos shared with Book club' });
    expect(screen.getByRole('tab', { name: "Katherine's Book club 2 members" }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByTestId('tribe-summary')).getByText('Owned by Katherine Johnson')).toBeTruthy();
    expect(api.callsTo('GET', '/api/photos/public')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
    expect(api.calls.filter((c) => c.path.startsWith('/api/tribes/tribe-books')).map((c) => c.url)).toEqual([
      '/api/tribes/tribe-books/photos',
      '/api/tribes/tribe-books/photos?cursor=next%2F1',
    ]);
  });

  it('falls back to All Public for a tribe that is not in the list', async () => {
    mockFetch({ ...USER, 'GET /api/tribes': { body: [family()] }, 'GET /api/photos/public': { body: [] } });

    renderTribeFeed('/tribe-feed?tribe=gone');

    expect(await screen.findByText('No public photos have been shared')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Public' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys and selects with Enter', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family(), bookClub()] },
      'GET /api/photos/public': { body: [] },
      'GET /api/tribes/tribe-books/photos': { body: [] },
    });

    const { router } = renderTribeFeed();

    await screen.findByRole('tab', { name: /^Katherine's Book club/ });
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs()[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs()[2]);
    await user.keyboard('{Enter}');

    expect(router.state.location.search).toBe('?tribe=tribe-books');
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('true');
  });

  it("words each tab's number as members, visibly, and tells one's own Family from another member's", async () => {
    const othersFamily = family({
      id: 'tribe-omar-family',
      ownerId: 'user-7',
      owner: { id: 'user-7', firstName: 'Omar', lastName: 'Haddad', email: null, profileImageUrl: null },
      role: 'member',
      memberCount: 1,
    });
    mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family({ memberCount: 4 }), othersFamily] },
      'GET /api/photos/public': { body: [] },
    });

    renderTribeFeed();

    const own = await screen.findByRole('tab', { name: 'Family 4 members' });
    const omars = screen.getByRole('tab', { name: "Omar's Family 1 member" });
    // The word is on screen, not only for screen readers.
    expect(within(own).getByTestId('tab-count').textContent).toBe('4 members');
    expect(within(own).getByTestId('tab-count').querySelector('.sr-only')).toBeNull();
    expect(within(omars).getByTestId('tab-count').textContent).toBe('1 member');
    // The API's order is kept as it is (own tribes first, then others by owner and name).
    expect(tabs().map((tab) => tab.querySelector('.tribe-tab__name')?.textContent)).toEqual(['All Public', 'Family', "Omar's Family"]);
  });

  it("All Public asks for public photos only; a card seen through a tribe says 'Shared with <tribe>'", async () => {
    const api = mockFetch({
      ...USER,
      'GET /api/tribes': { body: [family(), bookClub()] },
      'GET /api/photos/public': { body: [makePhoto({ id: 'p-pub' })] },
      'GET /api/tribes/tribe-books/photos': {
        body: [
          makePhoto({
            id: 'p-books',
            privacy: { visibility: 'tribes', allowedTribes: ['tribe-books'], intent: 'memory' },
            sharedThrough: [{ id: 'tribe-books', name: 'Book club' }],
          }),
        ],
      },
    });

    renderTribeFeed('/tribe-feed?tribe=tribe-books');

    const grid = await screen.findByRole('list', { name: 'Photos shared with Book club' });
    expect(within(grid).getByText('Shared with Book club')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'All Public' }));
    const publicGrid = await screen.findByRole('list', { name: 'All public photos' });
    expect(within(publicGrid).queryByText(/^Shared with/)).toBeNull();
    expect(api.callsTo('GET', '/api/photos')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/photos/public')).toHaveLength(1);
  });

  it("sends a visitor to /signin after an 'Unauthorized' toast", async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    const { router } = renderTribeFeed('/tribe-feed', { signedInAs: null });

    await waitFor(() => expect(toastTexts()[0]).toContain('Unauthorized'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
