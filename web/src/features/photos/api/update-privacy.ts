import { photo as photoSchema, type Privacy } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { invalidateTrending } from './photo-cache';
import { usePhotoMutation } from './photo-mutation';

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
export const useUpdatePrivacy = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updatePhotoPrivacy> } = {}) =>
  usePhotoMutation({
    mutationFn: updatePhotoPrivacy,
    changes: (updated) => updated,
    afterUpdate: (queryClient) => void invalidateTrending(queryClient),
    mutationConfig,
  });
