import { describe, expect, it } from 'vitest';
import { removePhotoFromCaches, updatePhotoInCaches } from '@/features/photos/api/photo-cache';
import { itemsOfPages, withCursor } from '@/lib/api-page';
import type { PhotoPages } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/query-client';
import { makePhoto } from './support';

function seeded() {
  const queryClient = createQueryClient();
  const pages: PhotoPages = {
    pages: [
      { items: [makePhoto({ id: 'a' }), makePhoto({ id: 'b' })], nextCursor: 'c1' },
      { items: [makePhoto({ id: 'c' })], nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  };
  queryClient.setQueryData(photoKeys.feed(), pages);
  queryClient.setQueryData(photoKeys.user('user-2'), pages);
  queryClient.setQueryData(['photos', 'trending', { limit: 3 }], [makePhoto({ id: 'b' })]);
  queryClient.setQueryData(photoKeys.detail('b'), makePhoto({ id: 'b' }));
  queryClient.setQueryData(photoKeys.detail('a'), makePhoto({ id: 'a' }));
  return queryClient;
}

const titleIn = (data: unknown, id: string) => itemsOfPages(data as PhotoPages).find((photo) => photo.id === id)?.title;

describe('photo caches', () => {
  it('updates a photo in the feed, profile, trending and detail caches, and leaves the others as they were', () => {
    const queryClient = seeded();
    const untouched = queryClient.getQueryData(photoKeys.detail('a'));

    updatePhotoInCaches(queryClient, 'b', (photo) => ({ ...photo, title: 'New title' }));

    expect(titleIn(queryClient.getQueryData(photoKeys.feed()), 'b')).toBe('New title');
    expect(titleIn(queryClient.getQueryData(photoKeys.user('user-2')), 'b')).toBe('New title');
    expect(queryClient.getQueryData<{ title: string }[]>(['photos', 'trending', { limit: 3 }])?.[0]?.title).toBe('New title');
    expect(queryClient.getQueryData<{ title: string }>(photoKeys.detail('b'))?.title).toBe('New title');
    expect(queryClient.getQueryData(photoKeys.detail('a'))).toBe(untouched);
  });

  it('removes a photo from every list and forgets its detail', () => {
    const queryClient = seeded();

    removePhotoFromCaches(queryClient, 'b');

    expect(itemsOfPages(queryClient.getQueryData(photoKeys.feed())).map((photo) => photo.id)).toEqual(['a', 'c']);
    expect(queryClient.getQueryData(['photos', 'trending', { limit: 3 }])).toEqual([]);
    expect(queryClient.getQueryData(photoKeys.detail('b'))).toBeUndefined();
    expect(queryClient.getQueryData(photoKeys.detail('a'))).toBeDefined();
  });

  it('adds the cursor to a list address', () => {
    expect(withCursor('/api/photos', null)).toBe('/api/photos');
    expect(withCursor('/api/photos', 'a/b+c=')).toBe('/api/photos?cursor=a%2Fb%2Bc%3D');
    expect(withCursor('/api/photos?limit=5', 'x')).toBe('/api/photos?limit=5&cursor=x');
  });
});
