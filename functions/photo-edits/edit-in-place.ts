/**
 * An edit saved in place starts here: only the photo's owner may save one (anyone else gets
 * 404 'Photo not found', as for a missing photo), only once the photo is ready (409: its images are still
 * being made). The new edit becomes the photo's pending one; its image is uploaded into the photo's inbox
 * under a key of its own (`editUploadKeys` in object-keys.ts), whose object-created event has the pipeline
 * check and apply it.
 */
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { getPhoto, type PhotoRecord } from '../data/photos/photo';
import type { EditRef } from '../data/photos/photo-edits';
import { startEditInPlace } from '../data/photos/photo-edits-in-place';
import { ConflictError, PhotoNotFoundError } from '../kernel/errors';
import { newId } from '../kernel/ids';
import { editUploadKeys } from '../lib/media/object-keys';
import { unsentUploadExpiry } from '../lib/photos/upload-expiry';

export async function beginEditInPlace(
  ownerId: string,
  save: { photoId: string; originalPhotoId: string; editData: Record<string, unknown> },
): Promise<{ photo: PhotoRecord; edit: EditRef }> {
  const [photo, source] = await Promise.all([
    getPhoto(save.photoId),
    save.originalPhotoId === save.photoId ? null : getPhoto(save.originalPhotoId),
  ]);
  if (!photo || photo.userId !== ownerId) throw new PhotoNotFoundError();
  // The design state may name another of the owner's photos as its base (an edited copy continued on its original).
  if (save.originalPhotoId !== save.photoId && source?.userId !== ownerId) throw new PhotoNotFoundError();
  if (photo.status !== 'ready') throw new ConflictError(PHOTO_MESSAGES.notReady);
  const id = newId();
  const edit: EditRef = { id, sourceKey: editUploadKeys(ownerId, photo.id, id).inbox, expiresAt: unsentUploadExpiry() };
  await startEditInPlace(photo, edit, { editedFrom: save.originalPhotoId, editData: save.editData });
  return { photo: { ...photo, pendingEdit: edit }, edit };
}
