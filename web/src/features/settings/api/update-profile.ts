import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@shared/schemas/account';
import { publicUser, type PublicUser } from '@shared/schemas/user';
import { apiMutate } from '@/lib/api-client';
import { currentUserQueryOptions } from '@/lib/auth';
import { photoKeys } from '@/lib/query-keys';
import type { MutationConfig } from '@/lib/query-client';

/** PATCH /api/auth/user: the member with the new names. */
export const updateProfile = (body: UpdateProfileBody) => apiMutate('PATCH', '/api/auth/user', { body, schema: publicUser });

/**
 * The member as the server answered goes straight into the current-user cache, so the header shows the
 * new name at once; photo payloads carry the author's name too, so they are read again.
 */
export function showUpdatedMember(queryClient: ReturnType<typeof useQueryClient>, user: PublicUser): void {
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  void queryClient.invalidateQueries({ queryKey: photoKeys.all });
}

export function useUpdateProfile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      showUpdatedMember(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
