/** The photo-changes group: the owner's choice of who may see a photo, and its deletion. */
import { photoNotFound } from '../lib/http/route-doc-parts';
import { photo, updatePrivacyBody } from '../../shared/schemas/photo';
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
