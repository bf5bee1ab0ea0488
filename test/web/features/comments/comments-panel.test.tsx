import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@shared/constants';
import type { Photo } from '@shared/schemas/photo';
import { PhotoRoute } from '@/app/routes/photo';
import { photoKeys } from '@/lib/query-keys';
import { toastTexts, mockFetch, type StubResponse } from '../../utils';
import { makePhoto, ME, renderRoutes } from '../photos/support';
import { deferred, makeComment } from '../social/support';

const PHOTO = 'GET /api/photos/p-1';
const COMMENTS = '/api/photos/p-1/comments';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000).toISOString();

const renderPhotoPage = () =>
  renderRoutes(
    [
      { path: '/photo/:id', element: <PhotoRoute /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    '/photo/p-1',
    { signedInAs: ME },
  );

const panel = (count: number) => screen.findByRole('region', { name: `Comments (${count})` });
const box = () => screen.getByRole('textbox', { name: 'Add a comment' });
const postButton = () => screen.getByRole('button', { name: 'Post Comment' }) as HTMLButtonElement;
const listed = () => within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');

function stubPage(photo: Partial<Photo>, extra: Record<string, StubResponse | (() => StubResponse | Promise<StubResponse>)> = {}) {
  return mockFetch({ [PHOTO]: { body: makePhoto({ id: 'p-1', ...photo }) }, [`GET ${COMMENTS}`]: { body: [] }, ...extra });
}

describe('comments panel', () => {
  it("shows the photo's count and keeps 'Post Comment' disabled while the box is blank", async () => {
    const user = userEvent.setup();
    stubPage({ comments: 0 });
    renderPhotoPage();

    await panel(0);
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts.')).toBeTruthy();
    expect(postButton().disabled).toBe(true);
    await user.type(box(), '   ');
    expect(postButton().disabled).toBe(true);
    await user.type(box(), 'Hi');
    expect(postButton().disabled).toBe(false);
  });

  it('lists comments newest first with name, avatar, relative time and a link to the author', async () => {
    stubPage(
      { comments: 2 },
      {
        [`GET ${COMMENTS}`]: {
          body: [
            makeComment({ id: 'c-2', content: 'Newest', createdAt: hoursAgo(1) }),
            makeComment({
              id: 'c-1',
              content: 'Older',
              userId: 'user-3',
              user: { id: 'user-3', firstName: null, lastName: null, email: null, profileImageUrl: null },
              createdAt: hoursAgo(48),
            }),
          ],
        },
      },
    );
    renderPhotoPage();

    await panel(2);
    await waitFor(() => expect(listed()).toHaveLength(2));
    const [newest, older] = listed();
    expect(within(newest!).getByText('Newest')).toBeTruthy();
    expect(within(newest!).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/profile/user-2');
    expect(within(newest!).getByText('GH')).toBeTruthy();
    expect(within(newest!).getByText('1 hour ago')).toBeTruthy();
    expect(within(older!).getByText('Older')).toBeTruthy();
    // No names, and other members' emails are never sent: the card rule ends at 'Anonymous User'.
    expect(within(older!).getByRole('link', { name: 'Anonymous User' }).getAttribute('href')).toBe('/profile/user-3');
    expect(within(older!).getByText('2 days ago')).toBeTruthy();
  });

  it("loads older comments with 'Load more' through the cursor header", async () => {
    const user = userEvent.setup();
    const api = stubPage(
      { comments: 3 },
      {
        [`GET ${COMMENTS}`]: {
          body: [makeComment({ id: 'c-3', content: 'Third' }), makeComment({ id: 'c-2', content: 'Second' })],
          headers: { [NEXT_CURSOR_HEADER]: 'older+page' },
        },
        [`GET ${COMMENTS}?cursor=older%2Bpage`]: { body: [makeComment({ id: 'c-1', content: 'First' })] },
      },
    );
    renderPhotoPage();
    await panel(3);
    await waitFor(() => expect(listed()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(listed()).toHaveLength(3));
    expect(listed().map((item) => item.querySelector('.comment__content')?.textContent)).toEqual(['Third', 'Second', 'First']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsTo('GET', COMMENTS).map((call) => call.url)).toEqual([COMMENTS, `${COMMENTS}?cursor=older%2Bpage`]);
  });

  it("posts the trimmed text, says 'Comment posted', empties the box, puts the comment on top and counts it", async () => {
    // Prepare
    const user = userEvent.setup();
    const answer = deferred({
      status: 201,
      body: makeComment({
        id: 'c-9',
        userId: ME.id,
        content: 'What a view!',
        user: { id: ME.id, firstName: 'Ada', lastName: 'Lovelace', email: ME.email, profileImageUrl: null },
        createdAt: new Date().toISOString(),
      }),
    });
    const api = stubPage(
      { comments: 1 },
      { [`GET ${COMMENTS}`]: { body: [makeComment({ id: 'c-1', content: 'Lovely light!' })] }, [`POST ${COMMENTS}`]: answer.handler },
    );
    const { queryClient } = renderPhotoPage();
    queryClient.setQueryData(photoKeys.feed(), {
      pages: [{ items: [makePhoto({ id: 'p-1', comments: 1 })], nextCursor: null }],
      pageParams: [null],
    });
    await panel(1);
    await waitFor(() => expect(listed()).toHaveLength(1));

    // Act
    await user.type(box(), '  What a view!  ');
    await user.click(postButton());

    // Assess
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeTruthy();
    await act(async () => answer.release());
    await panel(2);
    expect(api.callsTo('POST', COMMENTS).map((call) => call.body)).toEqual([{ content: 'What a view!' }]);
    expect(toastTexts()).toEqual(['Comment posted']);
    expect((box() as HTMLTextAreaElement).value).toBe('');
    expect(postButton().disabled).toBe(true);
    expect(listed().map((item) => item.querySelector('.comment__content')?.textContent)).toEqual(['What a view!', 'Lovely light!']);
    expect(within(listed()[0]!).getByText('just now')).toBeTruthy();
    const feed = queryClient.getQueryData<{ pages: { items: Photo[] }[] }>(photoKeys.feed());
    expect(feed?.pages[0]?.items[0]?.comments).toBe(2);
    // No second read of the list: the new comment was put in place.
    expect(api.callsTo('GET', COMMENTS)).toHaveLength(1);
  });

  it("shows the server's reason when comments are turned off, and keeps the text", async () => {
    const user = userEvent.setup();
    stubPage(
      { comments: 0 },
      { [`POST ${COMMENTS}`]: { status: 403, body: { message: 'Comments are turned off for the tribes this photo is shared with' } } },
    );
    renderPhotoPage();
    await panel(0);

    await user.type(box(), 'Hello');
    await user.click(postButton());

    await waitFor(() =>
      expect(toastTexts()).toEqual(['Failed to post commentComments are turned off for the tribes this photo is shared with']),
    );
    expect((box() as HTMLTextAreaElement).value).toBe('Hello');
    expect(await panel(0)).toBeTruthy();
    expect(screen.getByText('No comments yet. Be the first to share your thoughts.')).toBeTruthy();
  });

  it('posts with Ctrl+Enter and never lets the text pass the limit', async () => {
    const user = userEvent.setup();
    const api = stubPage(
      { comments: 0 },
      { [`POST ${COMMENTS}`]: { status: 201, body: makeComment({ id: 'c-5', content: 'Quick' }) } },
    );
    renderPhotoPage();
    await panel(0);

    expect(box().getAttribute('maxlength')).toBe('2000');
    await user.type(box(), 'Quick{Control>}{Enter}{/Control}');

    await waitFor(() => expect(api.callsTo('POST', COMMENTS)).toHaveLength(1));
    expect(await panel(1)).toBeTruthy();
  });
});
