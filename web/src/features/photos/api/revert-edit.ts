import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photo as photoSchema } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { updatePhotoInCaches } from './photo-cache';

/** POST /api/photos/{id}/edit/revert: the photo shows its original image again (issue 28). */
export const revertEdit = ({ photoId }: { photoId: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/edit/revert`, { schema: photoSchema });

/** Reverts the photo to its original and writes the answer into every cached copy of it. */
export function useRevertEdit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revertEdit> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: revertEdit,
    onSuccess: (...args) => {
      const [reverted, { photoId }] = args;
      updatePhotoInCaches(queryClient, photoId, (photo) => ({ ...photo, ...reverted }));
      return onSuccess?.(...args);
    },
  });
}
