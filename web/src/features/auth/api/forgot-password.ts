import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ForgotPasswordBody } from '@shared/schemas/auth';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiMutate('POST', '/api/auth/forgot-password', { body, schema: messageResponse });

export function useRequestPasswordReset({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestPasswordReset> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}
