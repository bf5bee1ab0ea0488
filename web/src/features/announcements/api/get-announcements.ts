import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { announcement } from '@shared/schemas/content';
import { apiGet } from '@/lib/api-client';

const announcementList = z.array(announcement);

/** GET /api/announcements (public): the active announcements, newest first. */
export const getAnnouncements = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet('/api/announcements', { schema: announcementList, signal });

export const announcementKeys = {
  all: ['announcements'] as const,
};

/** No retry: a failure shows the built-in announcements at once. */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.all,
    queryFn: ({ signal }) => getAnnouncements({ signal }),
    retry: false,
  });

/** The home feed's 'What's New'; not read while `enabled` is false. */
export const useAnnouncements = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...announcementsQueryOptions(), enabled });
