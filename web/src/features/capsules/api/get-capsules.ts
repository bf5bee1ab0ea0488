import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { memoryCapsule, type MemoryCapsule } from '@shared/schemas/capsule';
import { apiGetPage, type Page } from '@/lib/api-page';
import { capsuleKeys } from '@/lib/query-keys';

const capsuleList = z.array(memoryCapsule);

/** GET /api/memory-capsules: one page of the member's capsules, newest first; sealed ones come without entry and tags. */
export function getCapsules({ cursor, signal }: { cursor?: string | null; signal?: AbortSignal }): Promise<Page<MemoryCapsule>> {
  return apiGetPage('/api/memory-capsules', { schema: capsuleList, cursor, signal });
}

export const capsulesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: capsuleKeys.all,
    queryFn: ({ pageParam, signal }) => getCapsules({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/**
 * The member's capsules, page by page. Read afresh each time the screen opens: whether a capsule is
 * sealed depends on the day, so a copy from yesterday may be wrong today.
 */
export const useCapsules = () => useInfiniteQuery({ ...capsulesQueryOptions(), refetchOnMount: 'always' });
