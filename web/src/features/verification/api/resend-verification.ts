import { useMutation } from '@tanstack/react-query';
import { messageResponse, type ResendVerificationBody } from '@shared/schemas/auth';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const resendVerification = (body: ResendVerificationBody) =>
  apiMutate('POST', '/api/auth/resend-verification', { body, schema: messageResponse });

export function useResendVerification({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resendVerification> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resendVerification });
}
