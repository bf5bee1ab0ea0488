import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { dropTribeFromCache, invalidateAfterTribeChange } from './tribe-cache';

/** DELETE /api/tribes/{tribeId}: the owner deletes a custom tribe (204); the five typed ones answer 400. */
export const deleteTribe = ({ tribeId }: { tribeId: string }) =>
  apiMutate('DELETE', `/api/tribes/${encodeURIComponent(tribeId)}`).then(() => undefined);

export function useDeleteTribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteTribe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: deleteTribe,
    onSuccess: async (...args) => {
      // The caller closes what shows the tribe before it leaves the list.
      await onSuccess?.(...args);
      dropTribeFromCache(queryClient, args[1].tribeId);
      void invalidateAfterTribeChange(queryClient);
    },
  });
}
