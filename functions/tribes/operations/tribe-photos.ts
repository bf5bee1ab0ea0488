import { getPhotos, tribePhotoIds } from '../../data/photos';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { page } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { presentPhotos } from '../../lib/photos/present-photos';
import { canSee } from '../../lib/photos/visibility';
import { loadReadableTribe } from '../tribe-access';
import { tribeCaption } from '../tribe-captions';

/** GET /api/tribes/{tribeId}/photos: the photos shared with the tribe, for its owner and members only, newest first. */
export const tribePhotos: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribe = await loadReadableTribe(me.user.id, pathParam(event, 'tribeId'));
  const { ids, more } = await tribePhotoIds(tribe.id, readListQuery(event));
  const viewerTribes = new Set(tribe.role === 'member' ? [tribe.id] : []);
  const photos = (await getPhotos(ids)).filter((photo) => canSee(me.user.id, photo, viewerTribes));
  const presented = await presentPhotos(me.user.id, photos, { tribeSpecificContent: (photo) => tribeCaption(tribe, photo) });
  return page(presented, nextCursor(more, ids[ids.length - 1]));
};
