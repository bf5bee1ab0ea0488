/**
 * Saving an edit: a small JSON call names the photo it replaces in place (or asks for
 * a new photo, saving as a copy), then the bytes go straight to storage with the presigned POST, as every
 * upload does: an edit saved at pixel ratio 2 is often larger than the cloud API carries. The server's
 * multipart POST /api/photos/edit does the same in one call for clients whose images are small.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editUploadResult, type EditData, type EditSaveMode } from '@shared/schemas/photo-edit';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { photoKeys } from '@/lib/query-keys';
import { uploadToStorage } from '@/lib/upload-to-storage';
import { editorKeys } from './get-saved-edit';

export interface SaveEditInput {
  /** The photo being edited: the one a save in place replaces. */
  photoId: string;
  /** The photo the design state applies to (the original of an edit being continued). */
  originalPhotoId: string;
  saveAs: EditSaveMode;
  image: File;
  editData: EditData;
}

export async function saveEdit({ photoId, originalPhotoId, saveAs, image, editData }: SaveEditInput): Promise<{ photoId: string }> {
  const upload = await apiMutate('POST', '/api/photos/edit/uploads', {
    body: { photoId, originalPhotoId, saveAs, file: { name: image.name, type: image.type, size: image.size }, editData },
    schema: editUploadResult,
  });
  await uploadToStorage({ url: upload.url, fields: upload.fields, file: image });
  return { photoId: upload.photoId };
}

/**
 * Saves the edit, then refreshes every photo list: a photo edited in place reads as applying its edit
 * (the lists and the detail poll until it shows), a copy stands beside its original.
 */
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
