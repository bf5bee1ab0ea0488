/** The photo-changes Lambda: who may see a photo, and its deletion, by its owner. */
import { createGroupHandler } from '../lib/http/group-handler';
import { deletePhoto } from './operations/delete-photo';
import { updatePrivacy } from './operations/update-privacy';
import { PHOTO_CHANGES_GROUP } from './group';

export const handler = createGroupHandler(PHOTO_CHANGES_GROUP, {
  'PATCH /api/photos/{id}/privacy': updatePrivacy,
  'DELETE /api/photos/{id}': deletePhoto,
});
