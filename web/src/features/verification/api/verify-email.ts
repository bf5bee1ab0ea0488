import { useMutation } from '@tanstack/react-query';
import { verifyEmailResponse, type VerifyEmailBody } from '@shared/schemas/auth';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const verifyEmail = (body: VerifyEmailBody) =>
  apiMutate('POST', '/api/auth/verify-email', { body, schema: verifyEmailResponse });

export function useVerifyEmail({ mutationConfig }: { mutationConfig?: MutationConfig<typeof verifyEmail> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: verifyEmail });
}
