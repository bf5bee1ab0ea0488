import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicUser } from '@shared/schemas/user';
import { apiMutate, throwIfNotOk } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { showUpdatedMember } from './update-profile';

const AVATAR_PATH = '/api/auth/user/avatar';

/** PUT /api/auth/user/avatar, multipart (field `avatar`): the member with the new picture's URL. */
export async function uploadAvatar(picture: Blob) {
  const form = new FormData();
  form.append('avatar', picture, 'avatar.jpg');
  const response = await fetch(AVATAR_PATH, {
    method: 'PUT',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  await throwIfNotOk(response);
  return publicUser.parse(await response.json());
}

/** DELETE /api/auth/user/avatar: back to the initials. */
export const removeAvatar = () => apiMutate('DELETE', AVATAR_PATH, { schema: publicUser });

export function useUploadAvatar({ mutationConfig }: { mutationConfig?: MutationConfig<typeof uploadAvatar> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: uploadAvatar,
    onSuccess: (...args) => {
      showUpdatedMember(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}

export function useRemoveAvatar({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeAvatar> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: removeAvatar,
    onSuccess: (...args) => {
      showUpdatedMember(queryClient, args[0]);
      return onSuccess?.(...args);
    },
  });
}
