import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@shared/schemas/account';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** POST /api/auth/change-password -> 204; the member's other sessions end, this one stays, and the API keys unless told not to. */
export const changePassword = (body: ChangePasswordBody) =>
  apiMutate('POST', '/api/auth/change-password', { body }).then(() => undefined);

export function useChangePassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changePassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword });
}
