import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { notification, type Notification } from '@shared/schemas/social';
import { apiGet } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

const notificationList = z.array(notification);

/**
 * GET /api/notifications: the first page, newest first. The bell shows only that page (the next
 * page's cursor in X-Next-Cursor is not followed).
 */
export const getNotifications = ({ signal }: { signal?: AbortSignal } = {}): Promise<Notification[]> =>
  apiGet('/api/notifications', { schema: notificationList, signal });

export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => getNotifications({ signal }),
  });

/** The member's notifications; nothing is fetched without a user id. */
export const useNotifications = (userId: string | undefined) =>
  useQuery({ ...notificationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
