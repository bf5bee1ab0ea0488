/**
 * Saving an edit (issue 11): the new photo is asked for with a small JSON call, then its bytes go
 * straight to storage with the presigned POST, as every upload does: an edit saved at pixel ratio 2 is
 * often larger than the cloud API carries. The server's multipart POST /api/photos/edit does the same
 * in one call for clients whose images are small.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editUploadResult, type EditData } from '@shared/schemas/photo-edit';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { photoKeys } from '@/lib/query-keys';
import { uploadToStorage } from '@/lib/upload-to-storage';
import { editorKeys } from './get-saved-edit';

export interface SaveEditInput {
  /** The photo the design state applies to (the original of an edit being continued). */
  originalPhotoId: string;
  image: File;
  editData: EditData;
}

export async function saveEdit({ originalPhotoId, image, editData }: SaveEditInput): Promise<{ photoId: string }> {
  const upload = await apiMutate('POST', '/api/photos/edit/uploads', {
    body: { originalPhotoId, file: { name: image.name, type: image.type, size: image.size }, editData },
    schema: editUploadResult,
  });
  await uploadToStorage({ url: upload.url, fields: upload.fields, file: image });
  return { photoId: upload.photoId };
}

/** Saves the edit, then refreshes every photo list, where the new photo now stands beside its original. */
export function useSaveEdit({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveEdit> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: saveEdit,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.all }),
        queryClient.invalidateQueries({ queryKey: editorKeys.all }),
      ]);
      return onSuccess?.(...args);
    },
  });
}
