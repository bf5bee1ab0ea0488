import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { photoList } from '@shared/schemas/photo';
import { apiGetPage } from '@/lib/api-page';
import { photosOfPages } from './photo-cache';
import { photoKeys } from './photo-keys';
import { pollWhileProcessing } from './processing';

/** GET /api/users/{userId}/photos: a member's photos as far as the viewer may see them, one page. */
export const getUserPhotos = ({ userId, cursor, signal }: { userId: string; cursor?: string | null; signal?: AbortSignal }) =>
  apiGetPage(`/api/users/${encodeURIComponent(userId)}/photos`, { schema: photoList, cursor, signal });

export const userPhotosQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: photoKeys.user(userId),
    queryFn: ({ pageParam, signal }) => getUserPhotos({ userId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: (query) => pollWhileProcessing(photosOfPages(query.state.data)),
  });

/** A member's photo grid (the profile), page by page. */
export const useUserPhotos = (userId: string) => useInfiniteQuery(userPhotosQueryOptions(userId));
