import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRENDING_GC_MS, TRENDING_STALE_MS } from '../../../../../shared/constants';
import { photoList, type Photo } from '../../../../../shared/schemas/photo';
import { apiGet } from '../../../lib/api-client';
import { photoKeys } from './photo-keys';
import { pollWhileProcessing } from './processing';

/** How many trending photos the home feed's Trending tab shows (one feed page's worth; the list has no paging). */
export const HOME_TRENDING_LIMIT = 24;

/**
 * GET /api/photos/trending?limit={n}: public photos of the past week ranked by likes and views. A failure
 * reads 'Failed to fetch trending photos' (SPEC.md section 8), the server's error kept as the cause.
 */
export async function getTrendingFeed({ limit, signal }: { limit: number; signal?: AbortSignal }): Promise<Photo[]> {
  try {
    return await apiGet(`/api/photos/trending?limit=${limit}`, { schema: photoList, signal });
  } catch (error) {
    throw new Error('Failed to fetch trending photos', { cause: error });
  }
}

/** Cached like every trending list (SPEC.md section 9: stale after 5 minutes, kept 10). */
export const trendingFeedQueryOptions = (limit: number = HOME_TRENDING_LIMIT) =>
  queryOptions({
    queryKey: photoKeys.trending(limit),
    queryFn: ({ signal }) => getTrendingFeed({ limit, signal }),
    staleTime: TRENDING_STALE_MS,
    gcTime: TRENDING_GC_MS,
    refetchInterval: (query) => pollWhileProcessing(query.state.data),
  });

/** The home feed's Trending tab: one list, no paging. */
export const useTrendingFeed = (limit?: number) => useQuery(trendingFeedQueryOptions(limit));
