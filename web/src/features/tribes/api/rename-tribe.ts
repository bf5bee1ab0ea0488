import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tribe as tribeSchema } from '@shared/schemas/tribe';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterTribeChange, putTribeInCache } from './tribe-cache';

/** PATCH /api/tribes/{tribeId} {name}: the owner renames a tribe (200, the tribe). */
export const renameTribe = ({ tribeId, name }: { tribeId: string; name: string }) =>
  apiMutate('PATCH', `/api/tribes/${encodeURIComponent(tribeId)}`, { body: { name }, schema: tribeSchema });

export function useRenameTribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof renameTribe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: renameTribe,
    onSuccess: (...args) => {
      putTribeInCache(queryClient, args[0]);
      void invalidateAfterTribeChange(queryClient);
      return onSuccess?.(...args);
    },
  });
}
