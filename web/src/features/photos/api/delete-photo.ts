import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { capsuleKeys } from '@/lib/query-keys';
import { invalidateTrending, removePhotoFromCaches } from './photo-cache';

/** DELETE /api/photos/{id}: the owner removes the photo (204). */
export const deletePhoto = ({ photoId }: { photoId: string }) =>
  apiMutate('DELETE', `/api/photos/${encodeURIComponent(photoId)}`).then(() => undefined);

/**
 * Deletes a photo, then drops it from every list. The caller's onSuccess runs before the detail query
 * is forgotten, so a detail page can leave first instead of refetching a photo that is gone.
 */
export function useDeletePhoto({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deletePhoto> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: deletePhoto,
    onSuccess: async (...args) => {
      const [, { photoId }] = args;
      await onSuccess?.(...args);
      removePhotoFromCaches(queryClient, photoId);
      void invalidateTrending(queryClient);
      // The photo's memory capsules went with it.
      void queryClient.invalidateQueries({ queryKey: capsuleKeys.all });
    },
  });
}
