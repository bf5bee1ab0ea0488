import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody } from '@shared/schemas/auth';
import { signInResponse } from '@shared/schemas/user';
import { ApiError, apiMutate } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth';
import type { MutationConfig } from '@/lib/query-client';

export const signIn = (body: SignInBody) => apiMutate('POST', '/api/auth/signin', { body, schema: signInResponse });

/** The body of the 'Sign in failed' toast. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || 'Sign in failed';
  return 'Please check your credentials and try again.';
}

/** Signs in, then shows the returned user at once and refreshes the user query. */
export function useSignIn({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signIn> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signIn,
    onSuccess: (...args) => {
      void setSignedInUser(queryClient, args[0].user);
      return onSuccess?.(...args);
    },
  });
}
