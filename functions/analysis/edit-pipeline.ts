/**
 * An edit saved in place becomes the photo's image: its bytes, uploaded into the photo's inbox
 * (`inbox/<userId>/<photoId>/edits/<editId>`), are read once and go through the same checks and the same
 * single decode as an upload's (type sniffed, orientation, metadata stripped), into a display image, a
 * thumbnail, a placeholder and colours of its own, which the photo then shows. The bytes it read, not the
 * inbox object, become the edit's checked original (under originals/, which no upload can write), and the
 * inbox object is deleted. Its text stays: the owner changed the picture, not its words
 * (docs/decisions/editor-saves.md).
 *
 * Idempotent and order-safe: only the photo's pending edit is applied, under a condition on its id, so a
 * redelivered event or a replayed upload of an applied edit is deleted unread (nothing served changes),
 * and an edit superseded by a newer save or a revert is thrown away with its objects. A refused image
 * leaves the photo as it was.
 */
import { getPhoto } from '../data/photos/photo';
import { applyEdit, dropPendingEdit } from '../data/photos/photo-edits-in-place';
import { logger } from '../kernel/logger';
import { mediaStore } from '../lib/media/configured-media-store';
import { IMAGE_MIME_TYPES } from '../../shared/image-type';
import { editDisplayKey, editObjectKeys, editThumbnailKey, editUploadKeys } from '../lib/media/object-keys';
import { deriveImages } from './image/derive-images';
import { ImageRejectedError } from './image/errors';
import { readOriginal } from './image/read-original';

export type EditOutcome = 'ready' | 'rejected' | 'skipped' | 'orphan';

interface EditSource {
  userId: string;
  photoId: string;
  editId: string;
}

const deleteEditObjects = ({ userId, photoId, editId }: EditSource) =>
  Promise.all(editObjectKeys(userId, photoId, editId).map((key) => mediaStore().delete(key)));

export async function analyseEdit(objectKey: string, source: EditSource): Promise<EditOutcome> {
  const photo = await getPhoto(source.photoId);
  if (photo?.userId === source.userId && photo.appliedEdit?.id === source.editId) {
    // A redelivered event, or the edit's upload replayed after it was applied: the checked image stays.
    await mediaStore().delete(objectKey);
    return 'skipped';
  }
  if (
    !photo ||
    photo.userId !== source.userId ||
    photo.pendingEdit?.id !== source.editId ||
    photo.pendingEdit.sourceKey !== objectKey
  ) {
    // The photo went, or a newer save or a revert replaced this edit: nobody will ever show these bytes.
    await deleteEditObjects(source);
    logger.info('analysis: superseded edit deleted', { objectKey });
    return 'orphan';
  }
  try {
    const bytes = await readOriginal(objectKey);
    if (!bytes) return 'skipped';
    const derived = await deriveImages(bytes);
    const keys = { display: editDisplayKey(photo.id, source.editId), thumbnail: editThumbnailKey(photo.id, source.editId) };
    const checkedKey = editUploadKeys(source.userId, source.photoId, source.editId).checked;
    await Promise.all([
      mediaStore().putDerived(keys.display, derived.display),
      mediaStore().putDerived(keys.thumbnail, derived.thumbnail),
      // The bytes read, not the inbox object (a replay may have changed it since), with the type they show.
      mediaStore().putOriginal(checkedKey, bytes, IMAGE_MIME_TYPES[derived.sourceType]),
    ]);
    const before = await applyEdit(photo, source.editId, {
      displayKey: keys.display,
      thumbnailKey: keys.thumbnail,
      placeholder: derived.placeholder,
      width: derived.width,
      height: derived.height,
      primaryColors: derived.stats.dominantColors,
      pixelStats: derived.stats,
    });
    if (!before) {
      await deleteEditObjects(source);
      return 'orphan';
    }
    // The edit it replaces on screen is no one's any more.
    if (before.appliedEdit && before.appliedEdit.id !== source.editId) {
      await deleteEditObjects({ userId: photo.userId, photoId: photo.id, editId: before.appliedEdit.id });
    }
    // After applied: a crash before this delete leaves an inbox object that a redelivered event deletes.
    await mediaStore().delete(objectKey);
    return 'ready';
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    await dropPendingEdit(photo.id, source.editId);
    await deleteEditObjects(source);
    logger.info('analysis: edited image refused', { photoId: photo.id, reason: error.reason, detail: error.message });
    return 'rejected';
  }
}
