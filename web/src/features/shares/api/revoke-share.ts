import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Share } from '@shared/schemas/share';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { shareKeys } from './share-keys';

/** DELETE /api/silent-shares/{id}: the link stops working at once. */
export const revokeShare = ({ share }: { share: Share }) => apiMutate('DELETE', `/api/silent-shares/${encodeURIComponent(share.id)}`);

/** Revokes and takes the link off the photo's list. */
export function useRevokeShare({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeShare> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: revokeShare,
    onSuccess: (...args) => {
      const { share } = args[1];
      queryClient.setQueryData<Share[]>(shareKeys.photo(share.photoId), (list) => list?.filter((s) => s.id !== share.id));
      return onSuccess?.(...args);
    },
  });
}
