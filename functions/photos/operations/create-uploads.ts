import { createUploadsBody, type CreateUploadsBody } from '../../../shared/schemas/photo';
import { created } from '../../lib/http/respond';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { presignPhotoUpload } from '../presign-upload';
import { checkPrivacy } from '../privacy-rules';
import { takeUploadAllowance } from '../upload-allowance';

/**
 * POST /api/photos/uploads {files, privacy}: one presigned POST per file (at most 10), so the browser
 * sends the bytes straight to the bucket. The photos exist from now on (status processing), visible to
 * their owner.
 */
export const createUploads: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const body: CreateUploadsBody = parseJsonBody(event, createUploadsBody);
  const privacy = await checkPrivacy(me.user.id, body.privacy);
  await takeUploadAllowance(me.user.id);
  const uploads = await Promise.all(body.files.map((file) => presignPhotoUpload({ userId: me.user.id, privacy, file })));
  return created({ uploads });
};
