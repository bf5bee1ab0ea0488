import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** Under photoKeys.all, so whatever refreshes the photo lists (a like, a delete, an upload) refreshes results too. */
export const searchKeys = {
  all: () => [...photoKeys.all, 'search'] as const,
  results: (query: string) => [...searchKeys.all(), query] as const,
};

/** GET /api/photos/search?q=: the photos the member may see that match, best first, one page. */
export const searchPhotos = (query: string, request: PageRequest = {}) =>
  getPhotoPage(`/api/photos/search?q=${encodeURIComponent(query)}`, request);

export const searchPhotosQueryOptions = (query: string) =>
  photoPagesQueryOptions(searchKeys.results(query), (request) => searchPhotos(query, request));

/** The results of one query, page by page (the photo grid's 'Load more' asks for the next cursor). */
export const useSearchPhotos = (query: string) => useInfiniteQuery(searchPhotosQueryOptions(query));
