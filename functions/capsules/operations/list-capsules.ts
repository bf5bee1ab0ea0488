import { listCapsules as readCapsules } from '../../data/photos/capsules';
import { getPhotos } from '../../data/photos/photo';
import { clock } from '../../kernel/clock';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { page } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { capsuleAnswer } from '../capsule-answer';

/**
 * GET /api/memory-capsules: the member's own capsules, newest first, paged; nobody else's, ever.
 * Sealed or open is decided by the clock now. A capsule whose photo is being deleted is left out (the
 * photo's deletion removes it next).
 */
export const listCapsules: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { capsules, more } = await readCapsules(me.user.id, readListQuery(event));
  const photos = new Map((await getPhotos(capsules.map((c) => c.photoId))).map((p) => [p.id, p]));
  const now = clock.now();
  const presented = capsules.flatMap((capsule) => {
    const photo = photos.get(capsule.photoId);
    return photo && photo.userId === me.user.id ? [capsuleAnswer(capsule, photo, now)] : [];
  });
  return page(presented, nextCursor(more, capsules[capsules.length - 1]?.id));
};
