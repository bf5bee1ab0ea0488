/** The mobile group: API keys (managed in the browser) and the mobile API (called with a key). */
import { declareGroup } from '../lib/http/route';

export const MOBILE_GROUP = declareGroup({
  name: 'mobile',
  // Uploads with a key: presigned like the browser's, so it writes the objects it signs for.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    // Mobile apps: keys are managed in the browser, the rest is called with a key.
    'POST /api/mobile/generate-key': 'session',
    'GET /api/mobile/keys': 'session',
    'DELETE /api/mobile/keys/{id}': 'session',
    'GET /api/mobile/status': 'apiKey',
    'POST /api/mobile/upload': 'apiKey',
    'POST /api/mobile/uploads': 'apiKey',
  },
});
