import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@shared/schemas/account';
import { apiMutate } from '@/lib/api-client';
import { clearUserCache } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

/** DELETE /api/auth/user -> 204: everything of the member is gone and the session with it. */
export const deleteAccount = (body: DeleteAccountBody) => apiMutate('DELETE', '/api/auth/user', { body }).then(() => undefined);

export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: deleteAccount,
    onSuccess: (...args) => {
      clearUserCache(queryClient);
      return onSuccess?.(...args);
    },
  });
}
