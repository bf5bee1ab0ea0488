import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoredAnalysis } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { updatePhotoInCaches } from './photo-cache';

/** POST /api/photos/{id}/reanalyze/undo: the text the last restyle replaced comes back, with its style. */
export const undoRestyle = ({ photoId }: { photoId: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/reanalyze/undo`, { schema: restoredAnalysis });

/** Takes back the last restyle and writes the restored text into every cached copy of the photo. */
export function useUndoRestyle({ mutationConfig }: { mutationConfig?: MutationConfig<typeof undoRestyle> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: undoRestyle,
    onSuccess: (...args) => {
      const [restored, { photoId }] = args;
      updatePhotoInCaches(queryClient, photoId, (photo) => ({ ...photo, ...restored }));
      return onSuccess?.(...args);
    },
  });
}
