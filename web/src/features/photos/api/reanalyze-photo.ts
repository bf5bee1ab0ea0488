import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AiStyle } from '@shared/enums';
import { aiAnalysis } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { updatePhotoInCaches } from './photo-cache';

/** POST /api/photos/{id}/reanalyze {style}: new AI text in that style; the colours stay. */
export const reanalyzePhoto = ({ photoId, style }: { photoId: string; style: AiStyle }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/reanalyze`, { body: { style }, schema: aiAnalysis });

/** Restyles the photo's AI text and writes the new text into every cached copy of the photo. */
export function useReanalyzePhoto({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reanalyzePhoto> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: reanalyzePhoto,
    onSuccess: (...args) => {
      const [analysis, { photoId, style }] = args;
      updatePhotoInCaches(queryClient, photoId, (photo) => ({ ...photo, ...analysis, style }));
      return onSuccess?.(...args);
    },
  });
}
