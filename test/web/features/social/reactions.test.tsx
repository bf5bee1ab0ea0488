import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@shared/schemas/photo';
import { PhotoRoute } from '@/app/routes/photo';
import { photoKeys } from '@/lib/query-keys';
import { toggledReaction } from '@/features/photos/api/toggle-reaction';
import { UserPhotos } from '@/features/photos/components/user-photos';
import { toastTexts, mockFetch } from '../../utils';
import { makePhoto, ME, renderAt, renderRoutes } from '../photos/support';
import { deferred } from './support';

const GRID = 'GET /api/users/user-2/photos';
const LIKE = '/api/photos/p-1/likes';
const DISLIKE = '/api/photos/p-1/dislikes';

const renderGrid = () => renderAt(<UserPhotos userId="user-2" label="Grace's photos" />);
const card = () => within(screen.getByRole('list', { name: "Grace's photos" })).getByRole('article');
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

describe('like and dislike', () => {
  it('likes at once on the card, then shows the counts the server answers, in every cached copy', async () => {
    // Prepare
    const user = userEvent.setup();
    const answer = deferred({ body: { likes: 10, dislikes: 0, isLiked: true, isDisliked: false } });
    const api = mockFetch({ [GRID]: { body: [makePhoto({ id: 'p-1', likes: 3 })] }, [`POST ${LIKE}`]: answer.handler });
    const { queryClient } = renderGrid();
    await screen.findByRole('article');
    queryClient.setQueryData(photoKeys.detail('p-1'), makePhoto({ id: 'p-1', likes: 3 }));

    // Act
    await user.click(within(card()).getByRole('button', { name: '3 likes' }));

    // Assess: the guess, before the server has answered
    const optimistic = await within(card()).findByRole('button', { name: '4 likes' });
    expect(pressed(optimistic)).toBe('true');
    expect(queryClient.getQueryData<Photo>(photoKeys.detail('p-1'))).toMatchObject({ likes: 4, isLiked: true });

    await act(async () => answer.release());

    const settled = await within(card()).findByRole('button', { name: '10 likes' });
    expect(pressed(settled)).toBe('true');
    expect(queryClient.getQueryData<Photo>(photoKeys.detail('p-1'))).toMatchObject({ likes: 10, isLiked: true });
    expect(api.callsTo('POST', LIKE)).toHaveLength(1);
    expect(api.callsTo('POST', LIKE)[0]!.body).toBeUndefined();
    expect(toastTexts()).toEqual([]);
  });

  it("puts the like back and says 'Failed to like photo' with the server's reason when the call fails", async () => {
    // Prepare
    const user = userEvent.setup();
    const answer = deferred({ status: 403, body: { message: 'Likes are turned off for the tribes this photo is shared with' } });
    mockFetch({ [GRID]: { body: [makePhoto({ id: 'p-1', likes: 3 })] }, [`POST ${LIKE}`]: answer.handler });
    renderGrid();
    await screen.findByRole('article');

    // Act
    await user.click(within(card()).getByRole('button', { name: '3 likes' }));
    expect(pressed(await within(card()).findByRole('button', { name: '4 likes' }))).toBe('true');
    await act(async () => answer.release());

    // Assess
    const rolledBack = await within(card()).findByRole('button', { name: '3 likes' });
    expect(pressed(rolledBack)).toBe('false');
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Failed to like photoLikes are turned off for the tribes this photo is shared with']),
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to like photo');
  });

  it("says only 'Failed to like photo' when the server gives no reason", async () => {
    const user = userEvent.setup();
    mockFetch({ [GRID]: { body: [makePhoto({ id: 'p-1', likes: 3 })] }, [`POST ${LIKE}`]: { status: 500, body: 'Bad gateway' } });
    renderGrid();

    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: '3 likes' }));

    await waitFor(() => expect(toastTexts()).toEqual(['Failed to like photo']));
    expect(pressed(within(card()).getByRole('button', { name: '3 likes' }))).toBe('false');
  });

  it('replaces a like with a dislike', async () => {
    // Prepare
    const user = userEvent.setup();
    const answer = deferred({ body: { likes: 2, dislikes: 1, isLiked: false, isDisliked: true } });
    const api = mockFetch({
      [GRID]: { body: [makePhoto({ id: 'p-1', likes: 3, dislikes: 0, isLiked: true })] },
      [`POST ${DISLIKE}`]: answer.handler,
    });
    renderGrid();
    await screen.findByRole('article');

    // Act
    await user.click(within(card()).getByRole('button', { name: 'Dislike' }));

    // Assess: the like goes at once, the dislike is on
    await waitFor(() => expect(pressed(within(card()).getByRole('button', { name: 'Dislike' }))).toBe('true'));
    expect(pressed(within(card()).getByRole('button', { name: '2 likes' }))).toBe('false');
    await act(async () => answer.release());
    await waitFor(() => expect(api.callsTo('POST', DISLIKE)).toHaveLength(1));
    expect(pressed(within(card()).getByRole('button', { name: '2 likes' }))).toBe('false');
    expect(pressed(within(card()).getByRole('button', { name: 'Dislike' }))).toBe('true');
    expect(api.callsTo('POST', LIKE)).toHaveLength(0);
  });

  it('takes a like back with a second click once the first has settled, and ignores a click while one is on its way', async () => {
    const user = userEvent.setup();
    const first = deferred({ body: { likes: 4, dislikes: 0, isLiked: true, isDisliked: false } });
    let calls = 0;
    const api = mockFetch({
      [GRID]: { body: [makePhoto({ id: 'p-1', likes: 3 })] },
      [`POST ${LIKE}`]: () =>
        ++calls === 1 ? first.handler() : { body: { likes: 3, dislikes: 0, isLiked: false, isDisliked: false } },
    });
    renderGrid();
    await screen.findByRole('article');

    await user.click(within(card()).getByRole('button', { name: '3 likes' }));
    await user.click(await within(card()).findByRole('button', { name: '4 likes' }));
    expect(api.callsTo('POST', LIKE)).toHaveLength(1);
    await act(async () => first.release());
    await user.click(await within(card()).findByRole('button', { name: '4 likes' }));

    const back = await within(card()).findByRole('button', { name: '3 likes' });
    await waitFor(() => expect(api.callsTo('POST', LIKE)).toHaveLength(2));
    expect(pressed(back)).toBe('false');
  });

  it("toggles from the detail page's like button and updates the lists too", async () => {
    // Prepare
    const user = userEvent.setup();
    mockFetch({
      'GET /api/photos/p-1': { body: makePhoto({ id: 'p-1', likes: 1199 }) },
      [`POST ${LIKE}`]: { body: { likes: 1200, dislikes: 0, isLiked: true, isDisliked: false } },
    });
    const { queryClient } = renderRoutes([{ path: '/photo/:id', element: <PhotoRoute /> }], '/photo/p-1', { signedInAs: ME });
    queryClient.setQueryData(photoKeys.feed(), {
      pages: [{ items: [makePhoto({ id: 'p-1', likes: 1199 })], nextCursor: null }],
      pageParams: [null],
    });
    const page = (await screen.findByRole('heading', { level: 1, name: 'Sunset over the bay p-1' })).closest('article')!;

    // Act
    await user.click(within(page).getByRole('button', { name: '1199 likes' }));

    // Assess
    const liked = await within(page).findByRole('button', { name: '1200 likes' });
    expect(pressed(liked)).toBe('true');
    expect(liked.textContent).toContain('1.2K');
    const feed = queryClient.getQueryData<{ pages: { items: Photo[] }[] }>(photoKeys.feed());
    expect(feed?.pages[0]?.items[0]).toMatchObject({ likes: 1200, isLiked: true });
  });

  it('guesses the toggle: a reaction on or off, its opposite off', () => {
    const none = { likes: 3, dislikes: 1, isLiked: false, isDisliked: false };
    expect(toggledReaction(none, 'like')).toEqual({ likes: 4, dislikes: 1, isLiked: true, isDisliked: false });
    expect(toggledReaction({ ...none, isLiked: true }, 'like')).toEqual({ likes: 2, dislikes: 1, isLiked: false, isDisliked: false });
    expect(toggledReaction({ ...none, isLiked: true }, 'dislike')).toEqual({
      likes: 2,
      dislikes: 2,
      isLiked: false,
      isDisliked: true,
    });
    expect(toggledReaction({ ...none, isDisliked: true }, 'like')).toEqual({
      likes: 4,
      dislikes: 0,
      isLiked: true,
      isDisliked: false,
    });
    expect(toggledReaction({ likes: 0, dislikes: 0, isLiked: true, isDisliked: false }, 'like')).toMatchObject({ likes: 0 });
  });
});
