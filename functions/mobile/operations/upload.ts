import { MAX_MULTIPART_BODY_BYTES } from '../../../shared/constants';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key';
import { countTowardsLimit } from '../../lib/rate-limits';
import { mobileUploadFields } from '../../../shared/schemas/api-key';
import { PayloadTooLargeError } from '../../kernel/errors';
import { parseMultipart } from '../../lib/http/multipart';
import { parseWith } from '../../lib/http/request';
import { created } from '../../lib/http/respond';
import type { ApiEvent, Operation } from '../../lib/http/types';
import { acceptUpload } from '../../lib/photos/accept-upload';
import { photoOwner, photoAnswers } from '../../lib/photos/photo-answers';
import { checkPrivacy } from '../../lib/photos/privacy-rules';
import { withIdempotency } from '../idempotency';
import { requireKeyCaller } from '../key-caller';

const bodyBytes = (event: ApiEvent) => (event.body ? Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : 0);

/**
 * POST /api/mobile/upload (X-API-Key, multipart: photo, title, description?, visibility?, allowedTribes?,
 * intent?): the created photo, through the same pipeline as every upload. Bodies above 4.4 MB are refused
 * in both modes, as the cloud would never deliver them: the presigned flow takes up to 10 MB.
 */
export const upload: Operation = async ({ event, viewer, lambda, requestId }) => {
  const caller = requireKeyCaller(viewer);
  if (bodyBytes(event) > MAX_MULTIPART_BODY_BYTES) throw new PayloadTooLargeError(API_KEY_MESSAGES.multipartTooLarge);
  return withIdempotency(event, caller.keyId, lambda, async () => {
    const body = await parseMultipart(event);
    const { title, description, visibility, allowedTribes, intent } = parseWith(mobileUploadFields, body.fields);
    const privacy = await checkPrivacy(caller.userId, { visibility, allowedTribes, intent });
    await countTowardsLimit('member-mobile-upload', caller.userId);
    const photo = await acceptUpload({
      userId: caller.userId,
      file: body.files.photo,
      privacy,
      title,
      description,
      correlationId: requestId,
    });
    const [presented] = await photoAnswers(photoOwner(caller.userId), [photo]);
    return created(presented);
  });
};
