/** The uploads Lambda: presigned uploads and the multipart upload of new photos. */
import { createGroupHandler } from '../lib/http/group-handler';
import { createUploads } from './operations/create-uploads';
import { uploadPhoto } from './operations/upload-photo';
import { UPLOADS_GROUP } from './group';

export const handler = createGroupHandler(UPLOADS_GROUP, {
  'POST /api/photos/uploads': createUploads,
  'POST /api/photos': uploadPhoto,
});
