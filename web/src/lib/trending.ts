/**
 * GET /api/photos/trending?limit={n}, shared by the landing page (which asks for 3 and shows none) and
 * the home feed's Trending tab. A failure reads 'Failed to fetch trending photos',
 * the server's error kept as the cause; cached 5 minutes, kept 10 (section 9).
 */
import { queryOptions } from '@tanstack/react-query';
import { TRENDING_GC_MS, TRENDING_STALE_MS } from '@shared/constants';
import type { Photo } from '@shared/schemas/photo';
import { apiGet } from './api-client';
import { photoKeys } from './query-keys';

export async function getTrendingPhotos({ limit, signal }: { limit: number; signal?: AbortSignal }): Promise<Photo[]> {
  try {
    // Loaded with the answer, not with the landing page's entry chunk, which shows none of it.
    const schema = async () => (await import('./deferred-schemas')).photoList;
    return await apiGet(`/api/photos/trending?limit=${limit}`, { schema, signal });
  } catch (error) {
    throw new Error('Failed to fetch trending photos', { cause: error });
  }
}

export const trendingQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: photoKeys.trending(limit),
    queryFn: ({ signal }) => getTrendingPhotos({ limit, signal }),
    staleTime: TRENDING_STALE_MS,
    gcTime: TRENDING_GC_MS,
  });
