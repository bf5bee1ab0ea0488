/** The photo-changes group: the owner's privacy, delete and restyle undo. */
import { declareGroup } from '../lib/http/route';

export const PHOTO_CHANGES_GROUP = declareGroup({
  name: 'photo-changes',
  // Deleting a photo deletes its objects.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    'PATCH /api/photos/{id}/privacy': 'session',
    'POST /api/photos/{id}/reanalyze/undo': 'session',
    'DELETE /api/photos/{id}': 'session',
  },
});
