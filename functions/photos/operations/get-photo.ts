import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { countDailyView } from '../../data/photos/photo-views';
import { readPhotoContext } from '../../data/photos/photo-page';
import { nameableTribeIds, photoAnswers } from '../../lib/photos/photo-answers';
import { loadVisiblePhotoWith } from '../../lib/photos/visibility';

/**
 * GET /api/photos/{id}: the photo if the viewer may see it (else 404). A member's view counts once per
 * photo per day; the owner's own views never count (members only: visitors cannot open this route).
 * Three round trips at most: the photo; its author, the viewer's reaction and the names of its tribes
 * beside the tribe check (which tells the tribes the viewer sees it through); the daily view (only once
 * the photo is known to be visible).
 */
export const getPhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const {
    photo,
    seenThrough,
    alongside: context,
  } = await loadVisiblePhotoWith(me.user.id, pathParam(event, 'id'), (found) =>
    readPhotoContext(me.user.id, [found], nameableTribeIds(me.user.id, found)),
  );
  if (photo.userId !== me.user.id && (await countDailyView(photo.id, me.user.id))) photo.views += 1;
  const [presented] = await photoAnswers({ id: me.user.id, tribes: seenThrough }, [photo], { context });
  return ok(presented);
};
