import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { dropMemberFromCache, invalidateAfterTribeChange } from './tribe-cache';

/**
 * DELETE /api/tribes/{tribeId}/members/{memberId} (204): the owner removes a member (a user id, or the
 * email of a pending invitee); a member removing themselves leaves the tribe (see leave-tribe.ts).
 */
export const removeTribeMember = ({ tribeId, memberId }: { tribeId: string; memberId: string }) =>
  apiMutate('DELETE', `/api/tribes/${encodeURIComponent(tribeId)}/members/${encodeURIComponent(memberId)}`).then(() => undefined);

export function useRemoveTribeMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeTribeMember> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: removeTribeMember,
    onSuccess: (...args) => {
      const [, { tribeId, memberId }] = args;
      dropMemberFromCache(queryClient, tribeId, memberId);
      void invalidateAfterTribeChange(queryClient);
      return onSuccess?.(...args);
    },
  });
}
