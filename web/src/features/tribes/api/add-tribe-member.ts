import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tribeInvitationSent } from '@shared/schemas/tribe';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterTribeChange, putTribeInCache } from './tribe-cache';

/**
 * POST /api/tribes/{tribeId}/members {memberId: an email}: the owner invites an address (201, the tribe
 * and the invitation). The address comes back 'Invited' until its person accepts.
 */
export const addTribeMember = ({ tribeId, memberId }: { tribeId: string; memberId: string }) =>
  apiMutate('POST', `/api/tribes/${encodeURIComponent(tribeId)}/members`, { body: { memberId }, schema: tribeInvitationSent });

export function useAddTribeMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addTribeMember> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: addTribeMember,
    onSuccess: (...args) => {
      const { invitation: _invitation, ...tribe } = args[0];
      putTribeInCache(queryClient, tribe);
      void invalidateAfterTribeChange(queryClient);
      return onSuccess?.(...args);
    },
  });
}
