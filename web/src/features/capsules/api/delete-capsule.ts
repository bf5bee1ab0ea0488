import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { capsuleKeys } from '@/lib/query-keys';

/** DELETE /api/memory-capsules/{id}: the owner removes a capsule (204). */
export const deleteCapsule = ({ capsuleId }: { capsuleId: string }) =>
  apiMutate('DELETE', `/api/memory-capsules/${encodeURIComponent(capsuleId)}`).then(() => undefined);

/** Deletes a capsule, then reads the list again. */
export function useDeleteCapsule({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteCapsule> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: deleteCapsule,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: capsuleKeys.all });
    },
  });
}
