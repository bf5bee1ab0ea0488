import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollWhileProcessing } from '@/lib/photo-processing';
import { trendingQueryOptions } from '@/lib/trending';

/** How many trending photos the home feed's Trending tab shows (one feed page's worth; the list has no paging). */
export const HOME_TRENDING_LIMIT = 24;

/** The Trending tab: the shared trending query, polled while a photo on screen is still processing. */
export const trendingFeedQueryOptions = (limit: number = HOME_TRENDING_LIMIT) =>
  queryOptions({ ...trendingQueryOptions(limit), refetchInterval: (query) => pollWhileProcessing(query.state.data) });

/** The home feed's Trending tab: one list, no paging; not read while `enabled` is false. */
export const useTrendingFeed = ({ limit, enabled = true }: { limit?: number; enabled?: boolean } = {}) =>
  useQuery({ ...trendingFeedQueryOptions(limit), enabled });
