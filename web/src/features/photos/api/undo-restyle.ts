import { restoredAnalysis } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { usePhotoMutation } from './photo-mutation';

/** POST /api/photos/{id}/reanalyze/undo: the text the last restyle replaced comes back, with its style. */
export const undoRestyle = ({ photoId }: { photoId: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/reanalyze/undo`, { schema: restoredAnalysis });

/** Takes back the last restyle and writes the restored text into every cached copy of the photo. */
export const useUndoRestyle = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof undoRestyle> } = {}) =>
  usePhotoMutation({ mutationFn: undoRestyle, changes: (restored) => restored, mutationConfig });
