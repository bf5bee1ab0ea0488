import { useQuery } from '@tanstack/react-query';
import { LANDING_TRENDING_LIMIT } from '@shared/constants';
import { trendingQueryOptions } from '@/lib/trending';

/** The landing page asks for 3 trending photos; it does not show them, and a failure is harmless. */
export const useTrendingPhotos = (limit: number = LANDING_TRENDING_LIMIT) => useQuery(trendingQueryOptions(limit));
