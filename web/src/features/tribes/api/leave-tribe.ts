import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '@/lib/query-client';
import { removeTribeMember } from './remove-tribe-member';
import { dropTribeFromCache, invalidateAfterTribeChange } from './tribe-cache';

/** A member leaves someone else's tribe: DELETE /api/tribes/{tribeId}/members/{their own id} (204). */
export const leaveTribe = ({ tribeId, userId }: { tribeId: string; userId: string }) =>
  removeTribeMember({ tribeId, memberId: userId });

export function useLeaveTribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof leaveTribe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: leaveTribe,
    onSuccess: async (...args) => {
      // The caller closes what shows the tribe before it leaves the list.
      await onSuccess?.(...args);
      dropTribeFromCache(queryClient, args[1].tribeId);
      void invalidateAfterTribeChange(queryClient);
    },
  });
}
