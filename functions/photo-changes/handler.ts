/** The photo-changes Lambda: what a photo's owner changes on it: who may see it, undoing a restyle, deleting it. */
import { createGroupHandler } from '../lib/http/group-handler';
import { deletePhoto } from './operations/delete-photo';
import { undoRestyle } from './operations/undo-restyle';
import { updatePrivacy } from './operations/update-privacy';
import { PHOTO_CHANGES_GROUP } from './group';

export const handler = createGroupHandler(PHOTO_CHANGES_GROUP, {
  'PATCH /api/photos/{id}/privacy': updatePrivacy,
  'POST /api/photos/{id}/reanalyze/undo': undoRestyle,
  'DELETE /api/photos/{id}': deletePhoto,
});
