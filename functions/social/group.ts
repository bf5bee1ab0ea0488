/** The social group: likes and dislikes, comments, follows and member profiles. */
import { declareGroup } from '../lib/http/route';

export const SOCIAL_GROUP = declareGroup({
  name: 'social',
  // Comments and profiles show their authors' profile pictures through signed URLs.
  access: { table: 'readWrite', signsMedia: true },
  routes: {
    'POST /api/photos/{id}/likes': 'session',
    'POST /api/photos/{id}/dislikes': 'session',
    'GET /api/photos/{id}/comments': 'session',
    'POST /api/photos/{id}/comments': 'session',
    'GET /api/users/{userId}/profile': 'session',
    'POST /api/users/{userId}/follow': 'session',
    'DELETE /api/users/{userId}/follow': 'session',
    // The profile's Following tab.
    'GET /api/users/{userId}/following': 'session',
  },
});
