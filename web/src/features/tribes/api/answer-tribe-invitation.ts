import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { tribe as tribeSchema } from '@shared/schemas/tribe';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { notificationKeys, tribeKeys } from '@/lib/query-keys';
import { invalidateAfterTribeChange } from './tribe-cache';

/** POST /api/tribes/{tribeId}/accept (200, the tribe): the member joins the tribe they were invited to. */
export const acceptTribeInvitation = ({ tribeId }: { tribeId: string }) =>
  apiMutate('POST', `/api/tribes/${encodeURIComponent(tribeId)}/accept`, { schema: tribeSchema });

/** POST /api/tribes/{tribeId}/decline (204): the invitation is removed. */
export const declineTribeInvitation = ({ tribeId }: { tribeId: string }) =>
  apiMutate('POST', `/api/tribes/${encodeURIComponent(tribeId)}/decline`).then(() => undefined);

/**
 * Either answer ends the invitation and marks its notification read (the badge drops with it); accepting
 * also changes the tribes and the photos one may see.
 */
const afterAnswer = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tribeKeys.invitations }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    invalidateAfterTribeChange(queryClient),
  ]);

export function useAcceptTribeInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof acceptTribeInvitation> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: acceptTribeInvitation,
    onSuccess: (...args) => {
      void afterAnswer(queryClient);
      return onSuccess?.(...args);
    },
  });
}

export function useDeclineTribeInvitation({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof declineTribeInvitation> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: declineTribeInvitation,
    onSuccess: (...args) => {
      void afterAnswer(queryClient);
      return onSuccess?.(...args);
    },
  });
}
