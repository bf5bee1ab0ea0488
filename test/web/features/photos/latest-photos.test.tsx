import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FEED_SKELETON_COUNT, NEXT_CURSOR_HEADER } from '@shared/constants';
import { EDIT_MESSAGES } from '@shared/messages/edit';
import { PROCESSING_POLL_MS } from '@/lib/photo-processing';
import { LatestPhotos } from '@/features/photos/components/latest-photos';
import { makePhoto, myPhoto, renderAt } from './support';
import { mockFetch } from '../../utils';

const titles = () =>
  within(screen.getByRole('list', { name: 'Latest photos' }))
    .getAllByRole('article')
    .map((article) => article.querySelector('h3')?.textContent);

describe('LatestPhotos', () => {
  it("shows 'No photos yet' with a link to upload when the feed is empty", async () => {
    mockFetch({ 'GET /api/photos': { body: [] } });

    renderAt(<LatestPhotos />);

    expect(screen.getByRole('heading', { name: 'Latest Photos' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Photos' }).getAttribute('href')).toBe('/upload');
  });

  it('shows the For You, Following and Trending tabs with For You selected', () => {
    mockFetch({ 'GET /api/photos': { body: [] } });

    renderAt(<LatestPhotos />);

    const tabs = within(screen.getByRole('tablist', { name: 'Photo feed' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['For You', 'true'],
      ['Following', 'false'],
      ['Trending', 'false'],
    ]);
  });

  it('shows skeleton cards while the first page loads', async () => {
    let answer: () => void = () => {};
    mockFetch({ 'GET /api/photos': () => new Promise((resolve) => (answer = () => resolve({ body: [makePhoto()] }))) });

    renderAt(<LatestPhotos />);

    expect(screen.getByRole('status', { name: 'Loading photos' })).toBeTruthy();
    expect(screen.getAllByTestId('photo-skeleton')).toHaveLength(FEED_SKELETON_COUNT);
    await act(async () => answer());
    expect(await screen.findByRole('list', { name: 'Latest photos' })).toBeTruthy();
    expect(screen.queryByTestId('photo-skeleton')).toBeNull();
  });

  it('pages with the cursor from the X-Next-Cursor header', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos': {
        body: [makePhoto({ id: 'p-3' }), makePhoto({ id: 'p-2' })],
        headers: { [NEXT_CURSOR_HEADER]: 'cursor/2+' },
      },
      'GET /api/photos?cursor=cursor%2F2%2B': { body: [makePhoto({ id: 'p-1' })] },
    });

    renderAt(<LatestPhotos />);

    await screen.findByRole('list', { name: 'Latest photos' });
    expect(titles()).toEqual(['Sunset over the bay p-3', 'Sunset over the bay p-2']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(titles()[2]).toBe('Sunset over the bay p-1');
    expect(api.calls.map((call) => call.url)).toEqual(['/api/photos', '/api/photos?cursor=cursor%2F2%2B']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
  });

  it('offers no Load more without a next cursor', async () => {
    mockFetch({ 'GET /api/photos': { body: [makePhoto()] } });

    renderAt(<LatestPhotos />);

    await screen.findByRole('list', { name: 'Latest photos' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers a retry when the feed cannot load', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockFetch({ 'GET /api/photos': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: [makePhoto()] }) });

    renderAt(<LatestPhotos />);

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load these photos.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Latest photos' })).toBeTruthy();
  });

  it('re-reads the feed while a photo on it is being analysed, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: 'processing' | 'ready' = 'processing';
    const api = mockFetch({
      'GET /api/photos': () => ({ body: [myPhoto({ status, title: status === 'ready' ? 'Analysed' : 'IMG_1' })] }),
    });

    renderAt(<LatestPhotos />);
    await screen.findByRole('heading', { name: 'IMG_1' });
    expect(api.callsTo('GET', '/api/photos')).toHaveLength(1);

    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS + 50));
    await waitFor(() => expect(api.callsTo('GET', '/api/photos')).toHaveLength(2));

    status = 'ready';
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS + 50));
    expect(await screen.findByRole('heading', { name: 'Analysed' })).toBeTruthy();
    const calls = api.callsTo('GET', '/api/photos').length;

    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS * 3));
    expect(api.callsTo('GET', '/api/photos')).toHaveLength(calls);
  });

  it('shows an edit saved in place as on its way, keeps the words, and re-reads until the edited image is there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let applied = false;
    const api = mockFetch({
      'GET /api/photos': () => ({
        body: [
          myPhoto({
            title: 'Coffee',
            editProcessing: !applied,
            edited: applied,
            photoUrl: applied ? '/media/photos/p-1/edits/e-1/display.webp' : '/media/photos/p-1/display.webp',
            thumbnailUrl: applied ? '/media/photos/p-1/edits/e-1/thumbnail.webp' : '/media/photos/p-1/thumbnail.webp',
          }),
        ],
      }),
    });

    renderAt(<LatestPhotos />);
    await screen.findByRole('heading', { name: 'Coffee' });
    const card = screen.getByRole('article');
    expect(within(card).getAllByText(EDIT_MESSAGES.applying).length).toBeGreaterThan(0);
    expect(within(card).getByText('Golden light spills over calm water.')).toBeTruthy();

    applied = true;
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS + 50));
    await waitFor(() => expect(within(screen.getByRole('article')).queryAllByText(EDIT_MESSAGES.applying)).toEqual([]));
    expect(screen.getByRole('article').querySelector('img[src*="/edits/e-1/"]')).toBeTruthy();
    const calls = api.callsTo('GET', '/api/photos').length;
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS * 3));
    expect(api.callsTo('GET', '/api/photos')).toHaveLength(calls);
  });
});
