/**
 * GET /api/shares/{link} (public): what the recipient sees. Unknown or revoked 404, expired 410, and 404
 * as well once the creator may no longer share the photo (it went private, or is gone). Counts a view.
 * The answer names the sender by name only and carries a short-lived signed URL of the display image
 * (never the original, and without metadata): no address, no id, no hash.
 */
import { SHARE_MESSAGES } from '../../../shared/messages/share';
import type { SharedPhoto } from '../../../shared/schemas/share';
import { getPhoto } from '../../data/photos/photo';
import { countShareView, findShareByLink } from '../../data/photos/share-links';
import { getUser } from '../../data/members/users';
import { clock } from '../../kernel/clock';
import { GoneError, NotFoundError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { mediaUrl } from '../../lib/media/media-urls';
import { maySharePhoto } from '../share-rules';
import { LINK_PATTERN } from '../share-url';

export const openShare: Operation = async ({ event }) => {
  const link = pathParam(event, 'link');
  if (!LINK_PATTERN.test(link)) throw new NotFoundError(SHARE_MESSAGES.notFound);
  const share = await findShareByLink(link);
  if (!share) throw new NotFoundError(SHARE_MESSAGES.notFound);
  if (Date.parse(share.expiresAt) <= clock.now().getTime()) throw new GoneError(SHARE_MESSAGES.expired);

  const [photo, sender] = await Promise.all([getPhoto(share.photoId), getUser(share.creatorId)]);
  if (!photo?.displayKey || !maySharePhoto(share.creatorId, photo)) throw new NotFoundError(SHARE_MESSAGES.notFound);
  if ((await countShareView(share)) === null) throw new NotFoundError(SHARE_MESSAGES.notFound);

  const answer: SharedPhoto = {
    shareType: share.shareType,
    customMessage: share.customMessage,
    sender: { firstName: sender?.firstName ?? null, lastName: sender?.lastName ?? null },
    photo: { photoUrl: mediaUrl(photo.displayKey), title: photo.title, description: photo.description },
    createdAt: share.createdAt,
    expiresAt: share.expiresAt,
  };
  return ok(answer);
};
