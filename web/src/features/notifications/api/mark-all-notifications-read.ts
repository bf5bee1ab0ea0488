import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { unreadCount } from '@shared/schemas/social';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notificationKeys } from './notification-keys';

const markAllReadResult = z.extend(unreadCount, { marked: z.number().check(z.int()) });

/** PATCH /api/notifications/read-all with an empty JSON body; answers {marked, count}. */
export const markAllNotificationsRead = () =>
  apiMutate('PATCH', '/api/notifications/read-all', { body: {}, schema: markAllReadResult });

/** Marks every notification read, then refreshes the member's list and count. */
export function useMarkAllNotificationsRead({
  userId,
  mutationConfig,
}: {
  userId: string;
  mutationConfig?: MutationConfig<typeof markAllNotificationsRead>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: markAllNotificationsRead,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
      return onSuccess?.(...args);
    },
  });
}
