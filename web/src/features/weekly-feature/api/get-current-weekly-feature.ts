import { queryOptions, useQuery } from '@tanstack/react-query';
import { preload } from 'react-dom';
import { weeklyFeature } from '@shared/schemas/content';
import { apiGet } from '@/lib/api-client';
import * as z from '@shared/zod';
import { CURRENT_WEEKLY_FEATURE_PATH } from './weekly-feature-path';

/** The week's feature, or null when the week has none (or its photo is not visible to the viewer). */
const currentWeeklyFeature = z.nullable(weeklyFeature);

/**
 * GET /api/weekly-features/current: {photo, user, featuredReason} or null. The photo is the home feed's
 * largest paint: its download starts as soon as its address is known, not when the card has rendered.
 */
export async function getCurrentWeeklyFeature({ signal }: { signal?: AbortSignal } = {}) {
  const feature = await apiGet(CURRENT_WEEKLY_FEATURE_PATH, { schema: currentWeeklyFeature, signal });
  if (feature?.photo.photoUrl) preload(feature.photo.photoUrl, { as: 'image', fetchPriority: 'high' });
  return feature;
}

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
