/**
 * The photo-edits group: what the owner does to a photo they already have: the editor's saves (in place or
 * as copies) and 'Revert to original', a restyle (new AI text in a style) and its undo.
 */
import { photoNotFound } from '../lib/http/route-doc-parts';
import { photo, reanalyzeBody, restoredAnalysis } from '../../shared/schemas/photo';
import { createEditUploadBody, editPhotoFields, editResult, editUploadResult } from '../../shared/schemas/photo-edit';
import { declareGroup } from '../lib/http/route';

export const PHOTO_EDITS_GROUP = declareGroup({
  name: 'photo-edits',
  // Edited images go to the upload inbox through presigned POSTs signed with the function's own credentials,
  // a revert deletes their objects, and a restyle reads the display image and asks the analysis model for new
  // text: the only API function that may invoke it.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, model: true },
  routes: {
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
    // 'Revert to original' after edits saved in place (it deletes their objects).
    'POST /api/photos/{id}/edit/revert': {
      auth: 'session',
      doc: () => ({
        summary: 'Revert to original: the photo shows its own original again and its edits in place are forgotten (owner only)',
        answer: { status: 200, description: 'The photo', schema: photo },
        errors: { ...photoNotFound, 409: 'Nothing to revert, or a save changed the edits meanwhile' },
      }),
    },
    'POST /api/photos/{id}/reanalyze': {
      auth: 'session',
      doc: () => ({
        summary: 'Rewrite the AI text in another style (owner only)',
        body: { schema: reanalyzeBody },
        answer: { status: 200, description: 'The new text' },
        errors: {
          403: "Another member's photo",
          ...photoNotFound,
          409: 'The photo is still being analysed',
          429: 'Too many restyles this hour',
          503: 'The model gave no valid answer',
        },
      }),
    },
    'POST /api/photos/{id}/reanalyze/undo': {
      auth: 'session',
      doc: () => ({
        summary: 'Undo the last restyle: the text it replaced comes back (owner only)',
        answer: { status: 200, description: 'The restored text and its style', schema: restoredAnalysis },
        errors: { ...photoNotFound, 409: 'Nothing to undo', 403: "Another member's photo" },
      }),
    },
  },
});
