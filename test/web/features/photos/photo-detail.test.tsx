import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PhotoRoute } from '@/app/routes/photo';
import { PhotoDetail } from '@/features/photos/components/photo-detail';
import { PrivacyBadge } from '@/features/photos/components/privacy-badge';
import { toastTexts, mockFetch } from '../../utils';
import { loadOwnerDialogs, makePhoto, ME, myPhoto, renderRoutes } from './support';

const renderPhotoPage = (id = 'p-1') =>
  renderRoutes(
    [
      { path: '/photo/:id', element: <PhotoRoute /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    `/photo/${id}`,
    { signedInAs: ME },
  );

beforeAll(loadOwnerDialogs);
describe('photo detail page', () => {
  it("shows 'Photo not found' with a way home when the photo is missing or hidden", async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/photos/p-404': { status: 404, body: { message: 'Photo not found' } } });

    const { router } = renderPhotoPage('p-404');

    expect(await screen.findByRole('heading', { name: 'Photo not found' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the image, badge, author, date, counts, text, tags, mood and colours', async () => {
    mockFetch({
      'GET /api/photos/p-1': {
        body: makePhoto({
          id: 'p-1',
          likes: 1200,
          views: 1,
          tags: ['a', 'b', 'c', 'd'],
          privacy: { visibility: 'tribes', allowedTribes: ['t-1'], intent: 'memory' },
        }),
      },
    });

    renderPhotoPage('p-1');

    const title = await screen.findByRole('heading', { level: 1, name: 'Sunset over the bay p-1' });
    const page = title.closest('article')!;
    expect(within(page).getByRole('img', { name: 'Sunset over the bay p-1' }).getAttribute('src')).toBe(
      '/media/p-1/display.webp?sig=1',
    );
    expect(within(page).getByTestId('privacy-badge').textContent).toBe('Visibility: Shared with tribes');
    expect(within(page).getByText('Grace Hopper')).toBeTruthy();
    expect(within(page).getByText('March 3, 2025')).toBeTruthy();
    expect(within(page).getByRole('button', { name: '1200 likes' }).textContent).toContain('1.2K');
    expect(within(page).getByText('1 view')).toBeTruthy();
    expect(within(page).getByText('Golden light spills over calm water.')).toBeTruthy();
    expect(within(within(page).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(page).getByText('calm')).toBeTruthy();
    expect(within(page).getByTitle('#ff8800')).toBeTruthy();
    // Another member's photo: no owner menu; Share and Add to Capsule come later; the comments panel is here.
    expect(within(page).queryByRole('button', { name: 'Photo actions' })).toBeNull();
    expect(within(page).queryByRole('button', { name: /Share|Capsule/ })).toBeNull();
    expect(within(page).getByRole('region', { name: 'Comments (2)' })).toBeTruthy();
  });

  it("names the viewer's tribe on another member's photo, as its card does, and keeps the owner's privacy badge", async () => {
    const shared = { visibility: 'tribes' as const, allowedTribes: ['t-fam'], intent: 'memory' as const };
    mockFetch({
      'GET /api/photos/p-1': { body: makePhoto({ id: 'p-1', privacy: shared, sharedThrough: [{ id: 't-fam', name: 'Family' }] }) },
      'GET /api/photos/p-2': { body: myPhoto({ id: 'p-2', privacy: shared, sharedThrough: [{ id: 't-fam', name: 'Family' }] }) },
    });

    const { unmount } = renderPhotoPage('p-1');
    const page = (await screen.findByRole('heading', { level: 1, name: 'Sunset over the bay p-1' })).closest('article')!;
    expect(within(page).getByText('Shared with Family')).toBeTruthy();
    unmount();

    renderPhotoPage('p-2');
    const mine = (await screen.findByRole('heading', { level: 1, name: 'Sunset over the bay p-2' })).closest('article')!;
    expect(within(mine).queryByText('Shared with Family')).toBeNull();
    expect(within(mine).getByTestId('privacy-badge').textContent).toBe('Visibility: Shared with tribes');
  });

  it('reads a photo without privacy information as public', () => {
    render(
      <>
        <PrivacyBadge privacy={undefined} variant="detail" />
        <PrivacyBadge privacy={null} variant="detail" />
        <PrivacyBadge privacy={{ visibility: 'private' }} variant="detail" />
      </>,
    );

    expect(screen.getAllByTestId('privacy-badge').map((badge) => [badge.textContent, badge.getAttribute('data-tone')])).toEqual([
      ['Visibility: Public', 'green'],
      ['Visibility: Public', 'green'],
      ['Visibility: Private', 'red'],
    ]);
  });

  it('lets the owner delete the photo, then goes home', async () => {
    const user = userEvent.setup();
    const api = mockFetch({
      'GET /api/photos/p-1': { body: myPhoto({ id: 'p-1' }) },
      'DELETE /api/photos/p-1': { status: 204 },
    });
    const { router } = renderPhotoPage('p-1');

    await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      // The owner menu's order: the editor fills its first place through the app's slot.
      'Edit photo',
      'AI Restyle',
      'Change Privacy',
      'Print Card',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this photo?' })).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsTo('DELETE', '/api/photos/p-1')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/photos/p-1')).toHaveLength(1);
    expect(toastTexts()).toEqual(['Photo DeletedYour photo has been removed.']);
  });

  it('updates the page after a restyle', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/photos/p-1': { body: myPhoto({ id: 'p-1' }) },
      'POST /api/photos/p-1/reanalyze': {
        body: { title: 'Short and sweet', description: 'Sea. Sun.', tags: ['x'], mood: 'bright', primaryColors: ['#ffffff'] },
      },
    });
    renderPhotoPage('p-1');

    await user.click(await screen.findByRole('button', { name: 'Photo actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'AI Restyle' }));
    await user.click(await screen.findByRole('radio', { name: /Minimal/ }));
    await user.click(screen.getByRole('button', { name: 'Restyle' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Short and sweet' })).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual(['AI Analysis CompletePhoto analyzed with minimal style Undo']));
    // The dialog shows what changed until Done; the page already shows the new text.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Sea. Sun.')).toBeTruthy();
  });

  it('gives later features their places: actions and comments', async () => {
    mockFetch({ 'GET /api/photos/p-1': { body: myPhoto({ id: 'p-1' }) } });

    renderRoutes(
      [
        {
          path: '/',
          element: (
            <PhotoDetail
              id="p-1"
              renderActions={({ isOwner }) => <span>{isOwner ? 'owner actions' : 'actions'}</span>}
              renderComments={({ photo }) => <span>{`${photo.comments} comments panel`}</span>}
            />
          ),
        },
      ],
      '/',
      { signedInAs: ME },
    );

    expect(await screen.findByText('owner actions')).toBeTruthy();
    expect(screen.getByText('2 comments panel')).toBeTruthy();
  });
});
