import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { countView } from '../../data/photos';
import { readPhotoContext } from '../../data/photo-page';
import { presentPhotos } from '../../lib/photos/present-photos';
import { loadVisiblePhotoWith } from '../../lib/photos/visibility';

/**
 * GET /api/photos/{id}: the photo if the viewer may see it (else 404), counting a view by anyone but its
 * owner. Three round trips at most: the photo; its author and the viewer's reaction beside the tribe
 * check; the view count (only once the photo is known to be visible).
 */
export const getPhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { photo, alongside: context } = await loadVisiblePhotoWith(me.user.id, pathParam(event, 'id'), (found) =>
    readPhotoContext(me.user.id, [found]),
  );
  if (photo.userId !== me.user.id) photo.views = (await countView(photo.id)) ?? photo.views;
  const [presented] = await presentPhotos(me.user.id, [photo], { context });
  return ok(presented);
};
