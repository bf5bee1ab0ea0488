import type { AiStyle } from '@shared/enums';
import { aiAnalysis } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { usePhotoMutation } from './photo-mutation';

/** POST /api/photos/{id}/reanalyze {style}: new AI text in that style; the colours stay. */
export const reanalyzePhoto = ({ photoId, style }: { photoId: string; style: AiStyle }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/reanalyze`, { body: { style }, schema: aiAnalysis });

/** Restyles the photo's AI text and writes the new text into every cached copy of the photo. */
export const useReanalyzePhoto = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reanalyzePhoto> } = {}) =>
  usePhotoMutation({ mutationFn: reanalyzePhoto, changes: (analysis, { style }) => ({ ...analysis, style }), mutationConfig });
