import { EDIT_MESSAGES } from '../../../shared/messages/edit';
import { getPhoto } from '../../data/photos/photo';
import { revertEdits } from '../../data/photos/photo-edits-in-place';
import { ConflictError, PhotoNotFoundError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { mediaStore } from '../../lib/media/configured-media-store';
import { photoEditObjectKeys } from '../../lib/photos/edit-objects';
import { photoOwner, photoAnswers } from '../../lib/photos/photo-answers';

/**
 * POST /api/photos/{id}/edit/revert: 'Revert to original'. The photo shows its own original
 * again (its images were kept, so nothing is re-derived) and its edits in place, a pending one too, are
 * forgotten with their objects. Its owner only: anyone else gets 404, as for a missing photo. 409 when
 * there is nothing to revert, or when a save changed the edits meanwhile. 200 with the photo.
 */
export const revertEdit: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await getPhoto(pathParam(event, 'id'));
  if (!photo || photo.userId !== me.user.id) throw new PhotoNotFoundError();
  if (!photo.appliedEdit && !photo.pendingEdit) throw new ConflictError(EDIT_MESSAGES.nothingToRevert);
  const reverted = await revertEdits(photo);
  if (!reverted) throw new ConflictError(EDIT_MESSAGES.revertRaced);
  await Promise.all(photoEditObjectKeys(photo).map((key) => mediaStore().delete(key)));
  const [presented] = await photoAnswers(photoOwner(me.user.id), [reverted]);
  return ok(presented);
};
