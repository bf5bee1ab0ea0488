import { deletePhoto as removePhoto } from '../../data/photos/photo-deletes';
import { noContent } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { mediaStore } from '../../lib/media/configured-media-store';
import { photoEditObjectKeys } from '../../lib/photos/edit-objects';
import { loadOwnPhoto } from '../../lib/photos/visibility';

/** DELETE /api/photos/{id}: the owner removes the photo, its dependants and every object of it. */
export const deletePhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await loadOwnPhoto(me.user.id, pathParam(event, 'id'));
  await removePhoto(photo);
  await mediaStore().deletePhotoObjects({ ...photo, editKeys: photoEditObjectKeys(photo) });
  return noContent();
};
