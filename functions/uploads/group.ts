/** The uploads group: new photos, and the editor's saves (in place or as copies) and reverts. */
import { photoNotFound } from '../lib/http/route-doc-parts';
import { createUploadsBody, createUploadsResponse, photo, uploadPhotoFields } from '../../shared/schemas/photo';
import { createEditUploadBody, editPhotoFields, editResult, editUploadResult } from '../../shared/schemas/photo-edit';
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
    'POST /api/photos/edit': {
      auth: 'session',
      doc: () => ({
        summary:
          "Save an edit (multipart: photo, originalPhotoId, editData, optional saveAs and photoId): 'photo' (the default) replaces the photo's image in place, 'copy' makes a new photo",
        body: { schema: editPhotoFields, encoding: 'multipart', files: ['photo'] },
        answer: {
          status: 200,
          description: 'In place: editedPhotoUrl is the edited image; the photo shows it once editProcessing ends',
          schema: editResult,
        },
        alsoAnswers: { 201: { description: 'As a copy: photo is the new photo, status processing', schema: editResult } },
        errors: {
          ...photoNotFound,
          409: 'The photo is still being analysed',
          413: 'Larger than the API carries',
          415: 'Not an image',
          429: 'Too many uploads',
        },
      }),
    },
    'POST /api/photos/edit/uploads': {
      auth: 'session',
      doc: () => ({
        summary: "Save an edit by presigned POST (the web app): in place ('photo', the default, 200) or as a copy ('copy', 201)",
        body: { schema: createEditUploadBody },
        answer: { status: 200, description: 'In place: send the edited image to url with fields', schema: editUploadResult },
        alsoAnswers: {
          201: {
            description: 'As a copy: send the edited image to url with fields; photoId is the new photo',
            schema: editUploadResult,
          },
        },
        errors: { ...photoNotFound, 409: 'The photo is still being analysed', 429: 'Too many uploads' },
      }),
    },
    // Issue 28: 'Revert to original' after edits saved in place (it deletes their objects).
    'POST /api/photos/{id}/edit/revert': {
      auth: 'session',
      doc: () => ({
        summary: 'Revert to original: the photo shows its own original again and its edits in place are forgotten (owner only)',
        answer: { status: 200, description: 'The photo', schema: photo },
        errors: { ...photoNotFound, 409: 'Nothing to revert, or a save changed the edits meanwhile' },
      }),
    },
  },
});
