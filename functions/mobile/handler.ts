/** The mobile Lambda: API keys (managed in the browser) and the mobile API (called with a key). */
import { createGroupHandler } from '../lib/http/group-handler';
import { createUploads } from './operations/create-uploads';
import { deactivateKey } from './operations/deactivate-key';
import { generateKey } from './operations/generate-key';
import { listKeys } from './operations/list-keys';
import { status } from './operations/status';
import { upload } from './operations/upload';
import { MOBILE_GROUP } from './group';

export const handler = createGroupHandler(MOBILE_GROUP, {
  'POST /api/mobile/generate-key': generateKey,
  'GET /api/mobile/keys': listKeys,
  'DELETE /api/mobile/keys/{id}': deactivateKey,
  'GET /api/mobile/status': status,
  'POST /api/mobile/upload': upload,
  'POST /api/mobile/uploads': createUploads,
});
