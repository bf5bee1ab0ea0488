/** The uploads Lambda: presigned uploads and the multipart upload of new photos, and the editor's saved copies. */
import { createGroupHandler } from '../lib/http/group-handler';
import { createEditUpload } from './operations/create-edit-upload';
import { createUploads } from './operations/create-uploads';
import { editPhoto } from './operations/edit-photo';
import { revertEdit } from './operations/revert-edit';
import { uploadPhoto } from './operations/upload-photo';
import { UPLOADS_GROUP } from './group';

export const handler = createGroupHandler(UPLOADS_GROUP, {
  'POST /api/photos/uploads': createUploads,
  'POST /api/photos': uploadPhoto,
  'POST /api/photos/edit': editPhoto,
  'POST /api/photos/edit/uploads': createEditUpload,
  'POST /api/photos/{id}/edit/revert': revertEdit,
});
