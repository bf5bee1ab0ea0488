import { uploadPhotoFields } from '../../../shared/schemas/photo';
import { created } from '../../lib/http/respond';
import { countTowardsLimit } from '../../lib/rate-limits';
import { parseMultipart } from '../../lib/http/multipart';
import { parseWith } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { photoOwner, photoAnswers } from '../../lib/photos/photo-answers';
import { acceptUpload } from '../../lib/photos/accept-upload';
import { checkPrivacy } from '../../lib/photos/privacy-rules';

/** POST /api/photos (multipart: photo, visibility, allowedTribes as JSON text, intent): the created photo. */
export const uploadPhoto: Operation = async ({ event, viewer, requestId }) => {
  const me = requireViewer(viewer);
  const body = await parseMultipart(event);
  const fields = parseWith(uploadPhotoFields, body.fields);
  const privacy = await checkPrivacy(me.user.id, fields);
  await countTowardsLimit('upload', me.user.id);
  const photo = await acceptUpload({ userId: me.user.id, file: body.files.photo, privacy, correlationId: requestId });
  const [presented] = await photoAnswers(photoOwner(me.user.id), [photo]);
  return created(presented);
};
