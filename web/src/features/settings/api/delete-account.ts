import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@shared/schemas/account';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** DELETE /api/auth/user -> 204: everything of the member is gone and the session with it. */
export const deleteAccount = (body: DeleteAccountBody) => apiMutate('DELETE', '/api/auth/user', { body }).then(() => undefined);

/** The caller leaves the members-only screen before forgetting the member (clearUserCache), as logout does. */
export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
