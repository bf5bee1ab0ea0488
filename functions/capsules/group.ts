/** The capsules group: a member's memory capsules, written on their own photos and sealed until a date. */
import { declareGroup } from '../lib/http/route';

export const CAPSULES_GROUP = declareGroup({
  name: 'capsules',
  // Capsules show their photo's thumbnail through a signed URL.
  access: { table: 'readWrite', signsMedia: true },
  routes: {
    'POST /api/memory-capsules': 'session',
    'GET /api/memory-capsules': 'session',
    'DELETE /api/memory-capsules/{id}': 'session',
  },
});
