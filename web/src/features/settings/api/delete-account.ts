import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@shared/schemas/account';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/**
 * DELETE /api/auth/user -> 204: everything of the member is gone and the session with it; or 202
 * `{ message }`: the member is signed out and the server finishes the deletion within minutes. Either way
 * they have left; `finishing` tells the farewell which it was.
 */
export const deleteAccount = async (body: DeleteAccountBody): Promise<{ finishing: boolean }> => {
  // 204 has no body; 202 carries its message.
  const answer = await apiMutate('DELETE', '/api/auth/user', { body });
  return { finishing: answer !== undefined };
};

/** The caller leaves the members-only screen before forgetting the member (clearUserCache), as logout does. */
export function useDeleteAccount({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: deleteAccount });
}
