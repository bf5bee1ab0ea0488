/**
 * The whole upload: ask the API for one presigned
 * POST per file, send every file straight to storage in parallel, then refresh the photo lists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Privacy } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { photoKeys } from '@/lib/query-keys';
import { uploadToStorage } from '@/lib/upload-to-storage';
import { rememberUploadPreview } from '@/lib/upload-previews';
import { declaredType } from '../utils/image-files';
import { createUploads } from './create-uploads';

export type FileUploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface FileUploadUpdate {
  status: FileUploadStatus;
  /** The fraction sent, 0 to 1. */
  progress: number;
}

export interface UploadPhotosInput {
  files: File[];
  privacy: Privacy;
  /** Called as each file (by its index in `files`) moves along. */
  onFileUpdate?: (index: number, update: FileUploadUpdate) => void;
  signal?: AbortSignal;
}

export interface UploadPhotosResult {
  /** Indexes (in `files`) of the files storage took. */
  uploaded: number[];
  /** The files storage did not take, with why. */
  failed: { index: number; fileName: string; error: unknown }[];
}

/**
 * Throws when the API refuses the upload (nothing was created then). Once the API has answered,
 * resolves even when some files fail: those that reached storage exist, and the result says which.
 */
export async function uploadPhotos({ files, privacy, onFileUpdate, signal }: UploadPhotosInput): Promise<UploadPhotosResult> {
  const { uploads } = await createUploads(
    { files: files.map((file) => ({ name: file.name, type: declaredType(file), size: file.size })), privacy },
    signal,
  );
  if (uploads.length !== files.length) {
    throw new Error(`Expected ${files.length} upload addresses, got ${uploads.length}`);
  }

  const settled = await Promise.allSettled(
    uploads.map(async ({ url, fields }, index) => {
      const file = files[index]!;
      onFileUpdate?.(index, { status: 'uploading', progress: 0 });
      try {
        await uploadToStorage({
          url,
          fields,
          file,
          signal,
          onProgress: (progress) => onFileUpdate?.(index, { status: 'uploading', progress }),
        });
      } catch (error) {
        onFileUpdate?.(index, { status: 'failed', progress: 0 });
        // The API made the photo when it handed out the address: remove it now rather than leave a
        // "processing" card until it expires. Best effort; it expires by itself otherwise.
        await withdrawPhoto(uploads[index]!.photoId);
        throw error;
      }
      // The card shows the chosen file until the analysis has made the photo's own images.
      rememberUploadPreview(uploads[index]!.photoId, file);
      onFileUpdate?.(index, { status: 'done', progress: 1 });
    }),
  );

  const result: UploadPhotosResult = { uploaded: [], failed: [] };
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') result.uploaded.push(index);
    else result.failed.push({ index, fileName: files[index]!.name, error: outcome.reason });
  });
  return result;
}

async function withdrawPhoto(photoId: string): Promise<void> {
  try {
    await apiMutate('DELETE', `/api/photos/${encodeURIComponent(photoId)}`);
  } catch {
    // Already gone, or signed out: the server's expiry removes it.
  }
}

/** Uploads, then (when at least one photo was sent) refreshes every photo list and read (photoKeys.all). */
export function useUploadPhotos({ mutationConfig }: { mutationConfig?: MutationConfig<typeof uploadPhotos> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: uploadPhotos,
    onSuccess: (...args) => {
      if (args[0].uploaded.length > 0) void queryClient.invalidateQueries({ queryKey: photoKeys.all });
      return onSuccess?.(...args);
    },
  });
}
