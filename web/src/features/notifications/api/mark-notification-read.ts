import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unreadCount } from '@shared/schemas/social';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notificationKeys } from './notification-keys';

/** PATCH /api/notifications/{id}/read with an empty JSON body; answers the new unread {count}. */
export const markNotificationRead = ({ id }: { id: string }) =>
  apiMutate('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`, { body: {}, schema: unreadCount });

/** Marks one notification read, then refreshes the member's list and count. */
export function useMarkNotificationRead({
  userId,
  mutationConfig,
}: {
  userId: string;
  mutationConfig?: MutationConfig<typeof markNotificationRead>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: markNotificationRead,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) });
      return onSuccess?.(...args);
    },
  });
}
