/**
 * The local start's one-off move for uploads stored before the upload inbox (an older .data/): a photo
 * still processing whose bytes sit at its checked-original key, never checked, has them moved to its
 * inbox, whose object-created event runs the analysis; the pipeline then writes the checked original.
 * Ready photos need nothing: their originals were checked before they were served. Reads the processing
 * index, as the reconcile does (none to move after the first start).
 */
import { processingPhotos } from '../../functions/data/photo-lists';
import { clock } from '../../functions/lib/clock';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { inboxKey } from '../../functions/lib/media/object-keys';

/** How many uploads were moved to their inbox. */
export async function moveUncheckedUploadsToInbox(): Promise<number> {
  const store = mediaStore();
  let moved = 0;
  let from: Record<string, unknown> | undefined;
  do {
    const page = await processingPhotos({ createdBeforeMs: clock.now().getTime(), limit: 100, from });
    for (const photo of page.photos) {
      const inbox = inboxKey(photo.userId, photo.id);
      const unchecked = await store.read(photo.originalKey);
      if (!unchecked || (await store.head(inbox))) continue;
      await store.putOriginal(inbox, unchecked.bytes, unchecked.contentType ?? photo.contentType);
      await store.delete(photo.originalKey);
      moved += 1;
    }
    from = page.next;
  } while (from);
  return moved;
}
