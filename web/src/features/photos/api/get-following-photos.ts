import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { photoList } from '@shared/schemas/photo';
import { apiGetPage } from '@/lib/api-page';
import { photosOfPages } from './photo-cache';
import { photoKeys } from './photo-keys';
import { pollWhileProcessing } from './processing';

/** GET /api/photos/following: photos of the members the viewer follows that the viewer may see, newest first, one page. */
export const getFollowingPhotos = ({ cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {}) =>
  apiGetPage('/api/photos/following', { schema: photoList, cursor, signal });

export const followingPhotosQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: photoKeys.following(),
    queryFn: ({ pageParam, signal }) => getFollowingPhotos({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: (query) => pollWhileProcessing(photosOfPages(query.state.data)),
  });

/** The home feed's Following tab, page by page. */
export const useFollowingPhotos = () => useInfiniteQuery(followingPhotosQueryOptions());
