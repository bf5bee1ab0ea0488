import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNREAD_COUNT_POLL_MS } from '@shared/constants';
import { unreadCount } from '@shared/schemas/social';
import { apiGet } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/unread-count: {count}. */
export const getUnreadCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet('/api/notifications/unread-count', { schema: unreadCount, signal });

/** Polled every 30 s, the one query of the app with an interval. */
export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    refetchInterval: UNREAD_COUNT_POLL_MS,
  });

/** The member's unread count; nothing is fetched (nor polled) without a user id, nor while `hold` is true. */
export const useUnreadCount = (userId: string | undefined, { hold = false }: { hold?: boolean } = {}) =>
  useQuery({ ...unreadCountQueryOptions(userId ?? ''), enabled: Boolean(userId) && !hold });
