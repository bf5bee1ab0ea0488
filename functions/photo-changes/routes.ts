/** The rows of the route table (functions/route-table.ts) that the photo-changes Lambda serves: the owner's privacy, delete and restyle undo. */
import { groupRoutes } from '../lib/http/route';

export const PHOTO_CHANGES_ROUTES = groupRoutes('photo-changes', {
  'PATCH /api/photos/{id}/privacy': 'session',
  'POST /api/photos/{id}/reanalyze/undo': 'session',
  'DELETE /api/photos/{id}': 'session',
});
