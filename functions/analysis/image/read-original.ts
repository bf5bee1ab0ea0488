/** An uploaded image's bytes (an original, or an edit saved in place), refused when larger than any upload may be. */
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { mediaStore } from '../../lib/media/configured-media-store';
import { ImageRejectedError } from './errors';

/** Null when the object is not there (deleted meanwhile). */
export async function readOriginal(key: string): Promise<Buffer | null> {
  const original = await mediaStore().read(key);
  if (original && original.size > MAX_UPLOAD_BYTES) {
    throw new ImageRejectedError('corrupt', `Original is larger than ${MAX_UPLOAD_BYTES} bytes`);
  }
  return original?.bytes ?? null;
}
