import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photo as photoSchema, type Privacy } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateTrending, updatePhotoInCaches } from './photo-cache';

/**
 * PATCH /api/photos/{id}/privacy {privacy}: the owner changes who may see the photo; answers the
 * updated photo. Tribes are only sent with the 'tribes' visibility (the server keeps them for no other).
 */
export const updatePhotoPrivacy = ({ photoId, privacy }: { photoId: string; privacy: Privacy }) =>
  apiMutate('PATCH', `/api/photos/${encodeURIComponent(photoId)}/privacy`, {
    body: {
      privacy: {
        visibility: privacy.visibility,
        allowedTribes: privacy.visibility === 'tribes' ? privacy.allowedTribes : [],
        intent: privacy.intent,
      },
    },
    schema: photoSchema,
  });

/** Changes a photo's privacy and puts the answered photo into every cached copy. */
export function useUpdatePrivacy({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updatePhotoPrivacy> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: updatePhotoPrivacy,
    onSuccess: (...args) => {
      const [updated, { photoId }] = args;
      updatePhotoInCaches(queryClient, photoId, (photo) => ({ ...photo, ...updated }));
      void invalidateTrending(queryClient);
      return onSuccess?.(...args);
    },
  });
}
