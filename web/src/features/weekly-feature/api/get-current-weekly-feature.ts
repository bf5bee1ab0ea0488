import { queryOptions, useQuery } from '@tanstack/react-query';
import { weeklyFeature } from '@shared/schemas/content';
import { apiGet } from '@/lib/api-client';
import * as z from '@shared/zod';

/** The week's feature, or null when the week has none (or its photo is not visible to the viewer). */
const currentWeeklyFeature = z.nullable(weeklyFeature);

/** GET /api/weekly-features/current: {photo, user, featuredReason} or null. */
export const getCurrentWeeklyFeature = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet('/api/weekly-features/current', { schema: currentWeeklyFeature, signal });

export const weeklyFeatureKeys = {
  all: ['weekly-features'] as const,
  current: () => [...weeklyFeatureKeys.all, 'current'] as const,
};

export const currentWeeklyFeatureQueryOptions = () =>
  queryOptions({
    queryKey: weeklyFeatureKeys.current(),
    queryFn: ({ signal }) => getCurrentWeeklyFeature({ signal }),
  });

/** The home feed's weekly featured photo. */
export const useCurrentWeeklyFeature = () => useQuery(currentWeeklyFeatureQueryOptions());
