import { readPhotoPage } from '../../data/photos/photo-page';
import { tribePhotoIds } from '../../data/photos/photo-lists';
import { nextSealedCursor, readSealedListQuery } from '../../lib/http/sealed-cursor';
import { page } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { photoAnswers } from '../../lib/photos/photo-answers';
import { canSee } from '../../lib/photos/visibility';
import { loadReadableTribe } from '../tribe-access';
import { tribeCaption } from '../tribe-captions';

/**
 * GET /api/tribes/{tribeId}/photos: the photos shared with the tribe, for its owner and members only,
 * newest first. Two round trips: the tribe, the viewer's membership and the page's ids together (the
 * ids are dropped unread when the viewer may not read the tribe), then the page with its authors.
 */
export const tribePhotos: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribeId = pathParam(event, 'tribeId');
  // Parsed before either read starts: a bad query must not leave the tribe read running unawaited.
  const query = readSealedListQuery(event, me.user.id);
  const [tribe, { ids, more, owners }] = await Promise.all([loadReadableTribe(me.user.id, tribeId), tribePhotoIds(tribeId, query)]);
  const viewerTribes = new Set(tribe.role === 'member' ? [tribe.id] : []);
  const { photos, ...context } = await readPhotoPage(
    me.user.id,
    ids.map((id) => ({ id, ownerId: owners.get(id) })),
  );
  const visible = photos.filter((photo) => canSee(me.user.id, photo, viewerTribes));
  const presented = await photoAnswers({ id: me.user.id, tribes: viewerTribes }, visible, {
    context: { ...context, tribeNames: new Map([[tribe.id, tribe.name]]) },
    tribeSpecificContent: (photo) => tribeCaption(tribe, photo),
  });
  return page(presented, nextSealedCursor(me.user.id, more, ids[ids.length - 1]));
};
