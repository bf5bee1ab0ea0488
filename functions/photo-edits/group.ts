/**
 * The photo-edits group: what the owner does to a photo they already have: the editor's saves (in place or
 * as copies) and 'Revert to original', a restyle (new AI text in a style) and its undo.
 */
import { declareGroup } from '../lib/http/route';

export const PHOTO_EDITS_GROUP = declareGroup({
  name: 'photo-edits',
  // Edited images go to the upload inbox through presigned POSTs signed with the function's own credentials,
  // a revert deletes their objects, and a restyle reads the display image and asks the analysis model for new
  // text: the only API function that may invoke it.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, model: true },
  routes: {
    'POST /api/photos/edit': 'session',
    'POST /api/photos/edit/uploads': 'session',
    'POST /api/photos/{id}/edit/revert': 'session',
    'POST /api/photos/{id}/reanalyze': 'session',
    'POST /api/photos/{id}/reanalyze/undo': 'session',
  },
});
