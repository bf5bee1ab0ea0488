/**
 * Where an editing session starts: the photo itself, or, for an edited photo, its original with the
 * design state it was saved with (re-edit: an edit is never a dead end). The design state applies to
 * the original, so continuing saves a new edit of that original.
 */
import type { EditData, SavedEdit } from '@shared/schemas/photo-edit';
import type { Photo } from '@shared/schemas/photo';

export interface EditStart {
  imageUrl: string | null;
  /** The photo the saved edit will name as its original. */
  originalPhotoId: string;
  designState: EditData | null;
}

export const freshStart = (photo: Photo): EditStart => ({ imageUrl: photo.originalUrl, originalPhotoId: photo.id, designState: null });

/** Null when the saved edit cannot be continued (its original is gone). */
export const continuedStart = (saved: SavedEdit): EditStart | null =>
  saved.sourceImageUrl ? { imageUrl: saved.sourceImageUrl, originalPhotoId: saved.editedFrom, designState: saved.editData } : null;
