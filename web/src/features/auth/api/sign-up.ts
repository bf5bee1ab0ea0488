import { useMutation } from '@tanstack/react-query';
import { messageResponse, type SignUpBody } from '@shared/schemas/auth';
import { ApiError, apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export const signUp = (body: SignUpBody) => apiMutate('POST', '/api/auth/signup', { body, schema: messageResponse });

/** What the 'Sign up failed' toast says. */
export function signUpErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400 && /already exists/i.test(error.serverMessage ?? error.message)) {
      return 'An account with this email already exists. Please sign in instead.';
    }
    if (error.status === 401) return 'Authentication error. Please try again.';
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Sign up failed. Please try again.';
}

export function useSignUp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signUp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signUp });
}
