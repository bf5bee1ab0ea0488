/** The photo-changes group: the owner's privacy, delete and restyle undo. */
import { photoNotFound } from '../lib/http/route-doc-parts';
import { photo, restoredAnalysis, updatePrivacyBody } from '../../shared/schemas/photo';
import { declareGroup } from '../lib/http/route';

export const PHOTO_CHANGES_GROUP = declareGroup({
  name: 'photo-changes',
  // Deleting a photo deletes its objects.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    'PATCH /api/photos/{id}/privacy': {
      auth: 'session',
      doc: () => ({
        summary: "Change a photo's privacy (owner only)",
        body: { schema: updatePrivacyBody },
        answer: { status: 200, description: 'The photo', schema: photo },
        errors: { ...photoNotFound, 403: "Another member's photo" },
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
    'DELETE /api/photos/{id}': {
      auth: 'session',
      doc: () => ({
        summary: 'Delete a photo (owner only)',
        answer: { status: 204, description: 'Deleted' },
        errors: { ...photoNotFound, 403: "Another member's photo" },
      }),
    },
  },
});
