import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANDING_TRENDING_LIMIT, TRENDING_GC_MS, TRENDING_STALE_MS } from '../../../../../shared/constants';
import { photoList, type Photo } from '../../../../../shared/schemas/photo';
import { apiGet } from '../../../lib/api-client';

export async function getTrendingPhotos({ limit, signal }: { limit: number; signal?: AbortSignal }): Promise<Photo[]> {
  try {
    return await apiGet(`/api/photos/trending?limit=${limit}`, { schema: photoList, signal });
  } catch (error) {
    throw new Error('Failed to fetch trending photos', { cause: error });
  }
}

export const trendingPhotosQueryOptions = (limit: number = LANDING_TRENDING_LIMIT) =>
  queryOptions({
    queryKey: ['photos', 'trending', { limit }] as const,
    queryFn: ({ signal }) => getTrendingPhotos({ limit, signal }),
    staleTime: TRENDING_STALE_MS,
    gcTime: TRENDING_GC_MS,
  });

/** The landing page asks for 3 trending photos; it does not show them (SPEC.md section 7), and a failure is harmless. */
export const useTrendingPhotos = (limit?: number) => useQuery(trendingPhotosQueryOptions(limit));
