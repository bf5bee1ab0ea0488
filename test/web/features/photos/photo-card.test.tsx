import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Photo } from '@shared/schemas/photo';
import { PhotoCard } from '@/features/photos/components/photo-card';
import { makePhoto, myPhoto, renderAt } from './support';
import { mockFetch } from '../../utils';

const renderCard = (photo: Photo, props: Partial<Parameters<typeof PhotoCard>[0]> = {}) => {
  mockFetch({});
  return renderAt(<PhotoCard photo={photo} {...props} />);
};

const card = () => screen.getByRole('article');

describe('PhotoCard', () => {
  it('shows at most 3 tags and counts the rest as +N', () => {
    renderCard(makePhoto({ tags: ['sunset', 'sea', 'gold', 'calm', 'boats'] }));

    const tags = within(card()).getByRole('list', { name: 'Tags' });
    const items = within(tags).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['#sunset', '#sea', '#gold', '+22 more tags']);
    expect(within(tags).getByText('+2')).toBeTruthy();
  });

  it('shows no +N when there are 3 tags or fewer', () => {
    renderCard(makePhoto({ tags: ['a', 'b', 'c'] }));

    const tags = within(card()).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#a', '#b', '#c']);
    expect(within(card()).queryByText(/^\+\d/)).toBeNull();
  });

  it.each([
    [{ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }, 'Grace Hopper'],
    [{ firstName: 'Grace', lastName: null, email: 'grace@example.com' }, 'Grace'],
    [{ firstName: null, lastName: 'Hopper', email: 'grace@example.com' }, 'Hopper'],
    [{ firstName: null, lastName: null, email: 'grace@example.com' }, 'grace@example.com'],
    [{ firstName: null, lastName: null, email: null }, 'Anonymous User'],
  ])('names the author %j as %s', (names, expected) => {
    renderCard(makePhoto({ user: { id: 'user-2', profileImageUrl: null, ...names } }));

    expect(card().querySelector('.photo-card__author')?.textContent).toBe(expected);
  });

  it.each([
    ['private', 'Private', 'red'],
    ['tribes', 'Tribes only', 'orange'],
    ['public', 'Public', 'green'],
    ['secret', 'Unknown', 'grey'],
  ] as const)('shows its owner a %s badge: %s in %s', (visibility, label, tone) => {
    renderCard(
      myPhoto({ privacy: { visibility: visibility as Photo['privacy']['visibility'], allowedTribes: [], intent: 'memory' } }),
    );

    const badge = screen.getByTestId('privacy-badge');
    expect(badge.textContent).toBe(`Visibility: ${label}`);
    expect(badge.getAttribute('data-tone')).toBe(tone);
    expect(badge.className).toContain(`privacy-badge--${tone}`);
  });

  it('hides the badge and the menu from everyone but the owner', () => {
    renderCard(makePhoto({ userId: 'user-2', privacy: { visibility: 'public', allowedTribes: [], intent: 'memory' } }));

    expect(screen.queryByTestId('privacy-badge')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Photo actions' })).toBeNull();
  });

  it("says 'Shared with Family' on a card another member sees through their tribe, and nothing for a public one or to the owner", () => {
    const shared = { visibility: 'tribes' as const, allowedTribes: ['t-fam'], intent: 'memory' as const };
    const { unmount } = renderCard(makePhoto({ privacy: shared, sharedThrough: [{ id: 't-fam', name: 'Family' }] }));
    expect(within(card()).getByText('Shared with Family')).toBeTruthy();
    unmount();

    const both = renderCard(
      makePhoto({
        privacy: { ...shared, allowedTribes: ['t-fam', 't-bf'] },
        sharedThrough: [
          { id: 't-fam', name: 'Family' },
          { id: 't-bf', name: 'BFFs' },
        ],
      }),
    );
    expect(within(card()).getByText('Shared with Family and BFFs')).toBeTruthy();
    both.unmount();

    const pub = renderCard(makePhoto());
    expect(within(card()).queryByText(/^Shared with/)).toBeNull();
    pub.unmount();

    // The owner sees the privacy badge instead (the server sends them no sharedThrough anyway).
    renderCard(myPhoto({ privacy: shared, sharedThrough: [{ id: 't-fam', name: 'Family' }] }));
    expect(within(card()).queryByText('Shared with Family')).toBeNull();
    expect(within(card()).getByTestId('privacy-badge').textContent).toContain('Tribes only');
  });

  it('offers its owner AI Restyle, Change Privacy, Print Card and Delete (no editor yet)', async () => {
    const user = userEvent.setup();
    renderCard(myPhoto());

    await user.click(screen.getByRole('button', { name: 'Photo actions' }));

    const items = within(screen.getByRole('menu', { name: 'Photo actions' })).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['AI Restyle', 'Change Privacy', 'Print Card', 'Delete']);
  });

  it('does not offer AI Restyle while the photo is still being analysed', async () => {
    const user = userEvent.setup();
    renderCard(myPhoto({ status: 'processing', description: null }));

    await user.click(screen.getByRole('button', { name: 'Photo actions' }));

    expect(screen.getByRole('menuitem', { name: 'AI Restyle' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the blurred placeholder until the image has loaded', () => {
    renderCard(makePhoto({ id: 'p-9' }));

    const placeholder = screen.getByTestId('photo-placeholder');
    expect(placeholder.getAttribute('src')).toBe('data:image/webp;base64,UklGRg==');
    const image = screen.getByRole('img', { name: 'Sunset over the bay p-9' });
    expect(image.getAttribute('src')).toBe('/media/p-9/thumb.webp?sig=1');

    fireEvent.load(image);

    expect(screen.queryByTestId('photo-placeholder')).toBeNull();
    expect(card().querySelector('.photo-image')?.getAttribute('data-state')).toBe('loaded');
  });

  it("says 'Failed to load image' when the image cannot load", () => {
    renderCard(makePhoto());

    fireEvent.error(screen.getByRole('img', { name: /Sunset over the bay/ }));

    expect(within(card()).getByText('Failed to load image')).toBeTruthy();
    expect(screen.queryByTestId('photo-placeholder')).toBeNull();
  });

  it('loads the image only once it comes within 50px of the viewport', () => {
    let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed = { callback, options };
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    renderCard(makePhoto());

    expect(screen.queryByRole('img', { name: /Sunset over the bay/ })).toBeNull();
    expect(screen.getByTestId('photo-placeholder')).toBeTruthy();
    expect(observed?.options?.rootMargin).toBe('50px');

    act(() => observed!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

    expect(screen.getByRole('img', { name: /Sunset over the bay/ }).getAttribute('src')).toBe('/media/p-1/thumb.webp?sig=1');
  });

  it('links the title to /photo/{id} and opens the detail dialog from the image', async () => {
    const user = userEvent.setup();
    renderCard(makePhoto({ id: 'p-7', tags: ['a', 'b', 'c', 'd', 'e'] }));

    expect(screen.getByRole('link', { name: 'Sunset over the bay p-7' }).getAttribute('href')).toBe('/photo/p-7');
    await user.click(screen.getByRole('button', { name: 'View Sunset over the bay p-7' }));

    const dialog = screen.getByRole('dialog', { name: 'Sunset over the bay p-7' });
    expect(within(dialog).getByRole('img', { name: 'Sunset over the bay p-7' }).getAttribute('src')).toBe(
      '/media/p-7/display.webp?sig=1',
    );
    expect(within(dialog).getByText('Grace Hopper')).toBeTruthy();
    expect(within(dialog).getByText('Golden light spills over calm water.')).toBeTruthy();
    // The dialog shows every tag.
    expect(within(within(dialog).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(within(dialog).getByRole('list', { name: 'Colours' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#ff8800', '#223344']);
    expect(within(dialog).getByText('calm')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open photo page' }).getAttribute('href')).toBe('/photo/p-7');
  });

  it('shows likes, views and comments, and like/dislike as toggled states that work without handlers', () => {
    renderCard(makePhoto({ likes: 3, views: 12, comments: 1, isLiked: true, isDisliked: false }));

    const like = screen.getByRole('button', { name: '3 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    // The card toggles by itself (test/web/features/social/reactions.test.tsx); a parent's handlers win.
    expect((like as HTMLButtonElement).disabled).toBe(false);
    const dislike = screen.getByRole('button', { name: 'Dislike' });
    expect(dislike.getAttribute('aria-pressed')).toBe('false');
    expect((dislike as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('12 views')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 comment' }).getAttribute('href')).toBe('/photo/p-1');
  });

  it('calls the like and dislike handlers when the parent gives them', async () => {
    const user = userEvent.setup();
    const onLike = vi.fn();
    const onDislike = vi.fn();
    const photo = makePhoto({ isDisliked: true });
    renderCard(photo, { onLike, onDislike });

    await user.click(screen.getByRole('button', { name: '3 likes' }));
    await user.click(screen.getByRole('button', { name: 'Dislike' }));

    expect(onLike).toHaveBeenCalledWith(photo);
    expect(onDislike).toHaveBeenCalledWith(photo);
    expect(screen.getByRole('button', { name: 'Dislike' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('tells its owner the photo is being analysed', () => {
    renderCard(myPhoto({ status: 'processing', description: null, title: 'IMG_0042' }));

    expect(within(card()).getAllByText(PHOTO_MESSAGES.processing).length).toBeGreaterThan(0);
    expect(within(card()).getByRole('status').textContent).toBe(PHOTO_MESSAGES.processing);
  });

  it('shows a failed analysis plainly, with the fallback text', () => {
    renderCard(myPhoto({ status: 'failed', title: '', description: null }));

    expect(within(card()).getByRole('heading', { name: PHOTO_MESSAGES.fallbackTitle })).toBeTruthy();
    expect(within(card()).getByText(PHOTO_MESSAGES.fallbackDescription)).toBeTruthy();
  });
});
