import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { photoList } from '@shared/schemas/photo';
import { apiGetPage } from '@/lib/api-page';
import { photosOfPages } from './photo-cache';
import { photoKeys } from './photo-keys';
import { pollWhileProcessing } from './processing';

/** GET /api/photos: what the member may see, newest first, one page. */
export const getFeedPhotos = ({ cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {}) =>
  apiGetPage('/api/photos', { schema: photoList, cursor, signal });

export const feedPhotosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: photoKeys.feed(),
    queryFn: ({ pageParam, signal }) => getFeedPhotos({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: (query) => pollWhileProcessing(photosOfPages(query.state.data)),
  });

/** The home feed, page by page ('Load more' asks for the next cursor). */
export const useFeedPhotos = () => useInfiniteQuery(feedPhotosQueryOptions());
