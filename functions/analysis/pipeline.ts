/**
 * One upload in a photo's inbox becomes a ready photo: the bytes are read once,
 * sniffed and decoded into a display image, a thumbnail and a placeholder with no metadata (GPS
 * stripped), the colours measured from the pixels and the words asked of the AiAnalyzer. Those same
 * bytes, not the inbox object (which a replayed POST may have changed since), become the photo's checked
 * original; the photo is marked ready and the inbox emptied.
 *
 * Idempotent: a photo already ready is skipped and its inbox emptied (a redelivered event, or a replayed
 * upload, which must change nothing served), derived objects are overwritten, and the final write is one
 * conditional update. A refused image marks the photo failed with fallback text (its bytes are deleted:
 * they are not a picture); an unexpected error marks it failed too and is rethrown, so the event is
 * retried and a later success turns it ready.
 */
import { IMAGE_MIME_TYPES } from '../../shared/image-type';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { getPhoto } from '../data/photos/photo';
import { markAnalysed, markFailed, markUploaded } from '../data/photos/photo-analysis';
import { indexPhoto } from '../data/photos/search-index';
import { logger } from '../kernel/logger';
import { announceNewPhotoSafely } from '../lib/notifications/announce-new-photo';
import { mediaStore } from '../lib/media/configured-media-store';
import { displayKey, parseEditInboxKey, parseInboxKey, thumbnailKey, uploadKeys } from '../lib/media/object-keys';
import type { AiAnalyzer } from '../ai/ai-analyzer';
import { deriveImages } from './image/derive-images';
import { ImageRejectedError } from './image/errors';
import { readOriginal } from './image/read-original';
import { analyseEdit } from './edit-pipeline';

export type AnalysisOutcome = 'ready' | 'rejected' | 'skipped' | 'orphan';

/** `objectKey` is an inbox key (object-keys.ts): the analysis reads uploads only from there. */
export async function analyseUpload(objectKey: string, analyzer: AiAnalyzer): Promise<AnalysisOutcome> {
  // An edit saved in place arrives in its photo's inbox: the same event, its own path (no new words).
  const edit = parseEditInboxKey(objectKey);
  if (edit) return analyseEdit(objectKey, edit);
  const parsed = parseInboxKey(objectKey);
  if (!parsed) {
    logger.warn('analysis: not an upload of ours, ignored', { objectKey });
    return 'orphan';
  }
  const checkedKey = uploadKeys(parsed.userId, parsed.photoId).checked;
  const photo = await getPhoto(parsed.photoId);
  if (!photo || photo.userId !== parsed.userId || photo.originalKey !== checkedKey) {
    // Deleted before its bytes arrived, or never asked for: nobody will ever read these bytes.
    await mediaStore().delete(objectKey);
    logger.info('analysis: upload without a photo deleted', { objectKey });
    return 'orphan';
  }
  if (photo.status === 'ready') {
    // A redelivered event, or an upload replayed after the photo was checked: what is served stays the
    // checked original, and the replayed bytes are never read. The index write may have been what failed.
    await mediaStore().delete(objectKey);
    await indexPhoto(photo);
    return 'skipped';
  }
  await markUploaded(photo.id);

  try {
    const bytes = await readOriginal(objectKey);
    if (!bytes) return 'skipped';
    const derived = await deriveImages(bytes);
    const keys = { display: displayKey(photo.id), thumbnail: thumbnailKey(photo.id) };
    const store = mediaStore();
    await Promise.all([
      store.putDerived(keys.display, derived.display),
      store.putDerived(keys.thumbnail, derived.thumbnail),
      // The type the bytes show, whatever the upload declared.
      store.putOriginal(checkedKey, bytes, IMAGE_MIME_TYPES[derived.sourceType]),
    ]);
    const text = await analyzer.analyze({ image: derived.display.data, stats: derived.stats, style: photo.style });
    const ready = await markAnalysed(photo.id, {
      // A title or description the uploader wrote is kept; the AI fills the rest.
      title: photo.givenTitle ?? text.title,
      description: photo.givenDescription ?? text.description,
      tags: text.tags,
      mood: text.mood,
      primaryColors: derived.stats.dominantColors,
      displayKey: keys.display,
      thumbnailKey: keys.thumbnail,
      placeholder: derived.placeholder,
      width: derived.width,
      height: derived.height,
      pixelStats: derived.stats,
      ...(text.detections ? { detections: text.detections } : {}),
    });
    if (!ready) {
      // The owner deleted the photo while it was being analysed.
      await mediaStore().deletePhotoObjects(photo);
      return 'orphan';
    }
    // After ready: a crash before this delete leaves an inbox object nothing reads, which a redelivered
    // event deletes (and the bucket's lifecycle rule expires in the cloud).
    await store.delete(objectKey);
    // As it now stands: the owner may have changed its privacy while it was analysed.
    await announceNewPhotoSafely(ready);
    return 'ready';
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      await markFailed(photo.id, {
        title: PHOTO_MESSAGES.fallbackTitle,
        description: PHOTO_MESSAGES.fallbackDescription,
        reason: error.reason,
      });
      await mediaStore().delete(objectKey);
      logger.info('analysis: image refused', { photoId: photo.id, reason: error.reason, detail: error.message });
      return 'rejected';
    }
    await markFailed(photo.id, {
      title: PHOTO_MESSAGES.fallbackTitle,
      description: PHOTO_MESSAGES.fallbackDescription,
      reason: 'error',
    });
    throw error;
  }
}
