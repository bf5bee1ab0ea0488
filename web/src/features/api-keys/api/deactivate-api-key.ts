import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { apiKeyKeys } from '@/lib/query-keys';

/** DELETE /api/mobile/keys/{id}: the key stops working (it stays listed as inactive). */
export const deactivateApiKey = ({ id }: { id: string }) =>
  apiMutate('DELETE', `/api/mobile/keys/${encodeURIComponent(id)}`).then(() => undefined);

export function useDeactivateApiKey({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deactivateApiKey> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: deactivateApiKey,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      return onSuccess?.(...args);
    },
  });
}
