/** The uploads group: new photos, as presigned uploads or one multipart request. */
import { declareGroup } from '../lib/http/route';

export const UPLOADS_GROUP = declareGroup({
  name: 'uploads',
  // Presigned uploads are signed with the function's own credentials, so it needs to write the objects.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    'POST /api/photos/uploads': 'session',
    'POST /api/photos': 'session',
  },
});
