import { createMobileUploadsBody } from '../../../shared/schemas/api-key';
import { parseJsonBody } from '../../lib/http/request';
import { countTowardsLimit } from '../../lib/rate-limits';
import { created } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { presignUploads } from '../../lib/photos/presign-uploads';
import { checkPrivacy } from '../../lib/photos/privacy-rules';
import { withIdempotency } from '../idempotency';
import { requireKeyCaller } from '../key-caller';

/**
 * POST /api/mobile/uploads (X-API-Key) {files, title?, description?, privacy?}: one presigned POST per
 * file, as the web app gets; the app then sends the bytes (up to 10 MB) straight to storage.
 */
export const createUploads: Operation = async ({ event, viewer, lambda, requestId }) => {
  const caller = requireKeyCaller(viewer);
  return withIdempotency(event, caller.keyId, lambda, async () => {
    const body = parseJsonBody(event, createMobileUploadsBody);
    const privacy = await checkPrivacy(caller.userId, body.privacy);
    await countTowardsLimit('member-mobile-upload', caller.userId);
    const uploads = await presignUploads({
      userId: caller.userId,
      files: body.files,
      privacy,
      title: body.title,
      description: body.description,
      correlationId: requestId,
    });
    return created({ uploads });
  });
};
