import { createUploadsBody, type CreateUploadsBody } from '../../../shared/schemas/photo';
import { created } from '../../lib/http/respond';
import { countTowardsLimit } from '../../lib/rate-limits';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { presignUploads } from '../../lib/photos/presign-uploads';
import { checkPrivacy } from '../../lib/photos/privacy-rules';

/** POST /api/photos/uploads {files, privacy}: one presigned POST per file (at most 10). */
export const createUploads: Operation = async ({ event, viewer, requestId }) => {
  const me = requireViewer(viewer);
  const body: CreateUploadsBody = parseJsonBody(event, createUploadsBody);
  const privacy = await checkPrivacy(me.user.id, body.privacy);
  await countTowardsLimit('upload', me.user.id);
  return created({ uploads: await presignUploads({ userId: me.user.id, files: body.files, privacy, correlationId: requestId }) });
};
