import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedEdit, type SavedEdit } from '@shared/schemas/photo-edit';
import { apiGet, isApiError } from '@/lib/api-client';

/** The editor's own query keys. */
export const editorKeys = {
  all: ['editor'] as const,
  /** GET /api/photos/{id}/edit. */
  savedEdit: (photoId: string) => [...editorKeys.all, 'saved-edit', photoId] as const,
};

/** GET /api/photos/{id}/edit: the design state the photo was saved with, or null when it is not an edit. */
export async function getSavedEdit(photoId: string, signal?: AbortSignal): Promise<SavedEdit | null> {
  try {
    return await apiGet(`/api/photos/${encodeURIComponent(photoId)}/edit`, { schema: savedEdit, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const savedEditQueryOptions = (photoId: string) =>
  queryOptions({ queryKey: editorKeys.savedEdit(photoId), queryFn: ({ signal }) => getSavedEdit(photoId, signal) });

export const useSavedEdit = (photoId: string) => useQuery(savedEditQueryOptions(photoId));
