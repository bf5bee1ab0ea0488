import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tribe as tribeSchema } from '@shared/schemas/tribe';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateAfterTribeChange, putTribeInCache } from './tribe-cache';

/** POST /api/tribes {name}: a new custom tribe (201, the tribe). */
export const createTribe = ({ name }: { name: string }) => apiMutate('POST', '/api/tribes', { body: { name }, schema: tribeSchema });

export function useCreateTribe({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createTribe> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: createTribe,
    onSuccess: (...args) => {
      putTribeInCache(queryClient, args[0]);
      void invalidateAfterTribeChange(queryClient);
      return onSuccess?.(...args);
    },
  });
}
