import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ResetPasswordBody } from '@shared/schemas/auth';
import { ApiError, apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resetPassword = (body: ResetPasswordBody) =>
  apiMutate('POST', '/api/auth/reset-password', { body, schema: messageResponse });

/** A server message mentioning 'expired' or 'invalid' means the link is spent. */
export function isResetLinkSpent(error: unknown): boolean {
  const text = error instanceof ApiError ? (error.serverMessage ?? error.message) : '';
  return /expired|invalid/i.test(text);
}

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
