/** The uploads group: new photos, as presigned uploads or one multipart request. */
import { createUploadsBody, createUploadsResponse, photo, uploadPhotoFields } from '../../shared/schemas/photo';
import { declareGroup } from '../lib/http/route';

export const UPLOADS_GROUP = declareGroup({
  name: 'uploads',
  // Presigned uploads are signed with the function's own credentials, so it needs to write the objects.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    'POST /api/photos/uploads': {
      auth: 'session',
      doc: () => ({
        summary: 'Presigned uploads: one presigned POST per file (up to 10, 10 MB each)',
        body: { schema: createUploadsBody },
        answer: { status: 201, description: 'Send each file to its url with its fields', schema: createUploadsResponse },
        errors: { 429: 'Too many uploads' },
      }),
    },
    'POST /api/photos': {
      auth: 'session',
      doc: () => ({
        summary: 'Upload one photo as multipart/form-data',
        body: { schema: uploadPhotoFields, encoding: 'multipart', files: ['photo'] },
        answer: { status: 201, description: 'The photo, status processing', schema: photo },
        errors: { 413: 'Larger than 10 MB', 415: 'Not a JPEG, PNG, GIF or WebP', 429: 'Too many uploads' },
      }),
    },
  },
});
