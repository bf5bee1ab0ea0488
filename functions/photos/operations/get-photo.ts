import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { countView } from '../../data/photos';
import { presentPhotos } from '../../lib/photos/present-photos';
import { loadVisiblePhoto } from '../../lib/photos/visibility';

/** GET /api/photos/{id}: the photo if the viewer may see it (else 404), counting a view by anyone but its owner. */
export const getPhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await loadVisiblePhoto(me.user.id, pathParam(event, 'id'));
  if (photo.userId !== me.user.id) photo.views = (await countView(photo.id)) ?? photo.views;
  const [presented] = await presentPhotos(me.user.id, [photo]);
  return ok(presented);
};
