/** The uploads group: new photos, and the editor's saves (in place or as copies) and reverts. */
import { declareGroup } from '../lib/http/route';

export const UPLOADS_GROUP = declareGroup({
  name: 'uploads',
  // Presigned uploads are signed with the function's own credentials, so it needs to write the objects.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    'POST /api/photos/uploads': 'session',
    'POST /api/photos': 'session',
    'POST /api/photos/edit': 'session',
    'POST /api/photos/edit/uploads': 'session',
    // 'Revert to original' after edits saved in place (it deletes their objects).
    'POST /api/photos/{id}/edit/revert': 'session',
  },
});
