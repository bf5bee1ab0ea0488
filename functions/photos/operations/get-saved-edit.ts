import { EDIT_MESSAGES } from '../../../shared/messages/edit';
import type { SavedEdit } from '../../../shared/schemas/photo-edit';
import { getPhotoEdit } from '../../data/photos/photo-edits';
import { getPhoto } from '../../data/photos/photo';
import { NotFoundError, PhotoNotFoundError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { mediaUrl } from '../../lib/media/media-urls';

/**
 * GET /api/photos/{id}/edit: the design state an edited photo was saved with, so the editor can go on
 * from it (re-edit). Its owner only (anyone else: 404, as for a missing photo); 404 'This photo has no
 * saved edit' for a photo that is not an edit. The design state applies to the original, so the
 * answer carries the original's signed URL, as the owner's photo reads do.
 */
export const getSavedEdit: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await getPhoto(pathParam(event, 'id'));
  if (!photo || photo.userId !== me.user.id) throw new PhotoNotFoundError();
  const edit = await getPhotoEdit(photo.id);
  if (!edit) throw new NotFoundError(EDIT_MESSAGES.noSavedDesign);
  const source = await getPhoto(edit.editedFrom);
  const sourceImageUrl = source && source.userId === me.user.id && source.status !== 'failed' ? mediaUrl(source.originalKey) : null;
  const result: SavedEdit = { ...edit, sourceImageUrl };
  return ok(result);
};
