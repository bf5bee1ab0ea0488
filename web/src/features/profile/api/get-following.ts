import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { followedMemberList } from '@shared/schemas/social';
import { apiGetPage } from '@/lib/api-page';
import { profileKeys } from './profile-keys';

/** GET /api/users/{userId}/following: the members this profile follows, one page, each with whether the viewer follows them. */
export const getFollowing = ({ userId, cursor, signal }: { userId: string; cursor?: string | null; signal?: AbortSignal }) =>
  apiGetPage(`/api/users/${encodeURIComponent(userId)}/following`, { schema: followedMemberList, cursor, signal });

export const followingQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: profileKeys.following(userId),
    queryFn: ({ pageParam, signal }) => getFollowing({ userId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** The profile's Following tab, page by page. */
export const useFollowing = (userId: string) => useInfiniteQuery(followingQueryOptions(userId));
