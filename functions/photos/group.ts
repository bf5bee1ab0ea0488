/** The photos group: the photo lists, search and a photo's detail. */
import { declareGroup } from '../lib/http/route';

export const PHOTOS_GROUP = declareGroup({
  name: 'photos',
  // The photo lists and detail: they sign the media URLs they answer with and touch no object.
  access: { table: 'readWrite', signsMedia: true },
  routes: {
    'GET /api/photos': 'session',
    // Public so the landing page can ask; visitors get an empty list (public means every member).
    'GET /api/photos/trending': 'public',
    'GET /api/photos/{id}': 'session',
    'GET /api/users/{userId}/photos': 'session',
    'GET /api/photos/following': 'session',
    'GET /api/photos/{id}/edit': 'session',
    'GET /api/photos/search': 'session',
    // The All Public tab (public photos only), the profile's Liked and Following tabs.
    'GET /api/photos/public': 'session',
    'GET /api/users/{userId}/liked-photos': 'session',
  },
});
