/** The photo-changes group: the owner's choice of who may see a photo, and its deletion. */
import { declareGroup } from '../lib/http/route';

export const PHOTO_CHANGES_GROUP = declareGroup({
  name: 'photo-changes',
  // Deleting a photo deletes its objects.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    'PATCH /api/photos/{id}/privacy': 'session',
    'DELETE /api/photos/{id}': 'session',
  },
});
