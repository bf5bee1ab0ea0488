import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tribe as tribeSchema } from '@shared/schemas/tribe';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterTribeChange, putTribeInCache } from './tribe-cache';

/**
 * POST /api/tribes/{tribeId}/members {memberId: an email}: the owner adds someone (201, the tribe).
 * An address with no account yet comes back as a pending member who joins when they sign up.
 */
export const addTribeMember = ({ tribeId, memberId }: { tribeId: string; memberId: string }) =>
  apiMutate('POST', `/api/tribes/${encodeURIComponent(tribeId)}/members`, { body: { memberId }, schema: tribeSchema });

export function useAddTribeMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addTribeMember> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: addTribeMember,
    onSuccess: (...args) => {
      putTribeInCache(queryClient, args[0]);
      void invalidateAfterTribeChange(queryClient);
      return onSuccess?.(...args);
    },
  });
}
