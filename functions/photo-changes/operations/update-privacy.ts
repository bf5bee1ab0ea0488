import { updatePrivacyBody } from '../../../shared/schemas/photo';
import { updatePrivacy as storePrivacy } from '../../data/photos/photo-privacy';
import { ok } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { announceNewPhotoSafely } from '../../lib/notifications/announce-new-photo';
import { photoOwner, photoAnswers } from '../../lib/photos/photo-answers';
import { loadOwnPhoto } from '../../lib/photos/visibility';
import { checkPrivacy } from '../../lib/photos/privacy-rules';

/** PATCH /api/photos/{id}/privacy {privacy}: the owner changes who may see the photo; takes effect at once. */
export const updatePrivacy: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { privacy } = parseJsonBody(event, updatePrivacyBody);
  const photo = await loadOwnPhoto(me.user.id, pathParam(event, 'id'));
  const checked = await checkPrivacy(me.user.id, privacy);
  const updated = await storePrivacy(photo, checked);
  const newlyShared = checked.allowedTribes.filter(
    (t) => !(photo.privacy.visibility === 'tribes' && photo.privacy.allowedTribes.includes(t)),
  );
  await announceNewPhotoSafely(updated, newlyShared);
  const [presented] = await photoAnswers(photoOwner(me.user.id), [updated]);
  return ok(presented);
};
