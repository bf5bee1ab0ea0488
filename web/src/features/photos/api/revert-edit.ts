import { photo as photoSchema } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { usePhotoMutation } from './photo-mutation';

/** POST /api/photos/{id}/edit/revert: the photo shows its original image again. */
export const revertEdit = ({ photoId }: { photoId: string }) =>
  apiMutate('POST', `/api/photos/${encodeURIComponent(photoId)}/edit/revert`, { schema: photoSchema });

/** Reverts the photo to its original and writes the answer into every cached copy of it. */
export const useRevertEdit = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revertEdit> } = {}) =>
  usePhotoMutation({ mutationFn: revertEdit, changes: (reverted) => reverted, mutationConfig });
