import { AVATAR_MAX_BYTES } from '../../../shared/constants';
import { sniffImageType } from '../../../shared/image-type';
import { ACCOUNT_MESSAGES } from '../../../shared/messages/account';
import { setAvatarKey } from '../../data/members/users';
import { squareAvatar } from '../avatar-image';
import { BadRequestError, PayloadTooLargeError, UnauthorizedError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { logger } from '../../kernel/logger';
import { mediaStore } from '../../lib/media/configured-media-store';
import { avatarObjectKey } from '../../lib/media/object-keys';
import { parseMultipart } from '../../lib/http/multipart';
import { refuseOversizedBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { toPublicUser } from '../../lib/accounts/public-user';

/** Room for the multipart envelope around the largest picture we take. */
const ENVELOPE_BYTES = 64 * 1024;

/** The member's new picture in place; the one it replaced is deleted (a failure there only leaves an unused object). */
async function pointAt(userId: string, avatarKey: string | null) {
  const changed = await setAvatarKey(userId, avatarKey);
  if (!changed) {
    if (avatarKey) await mediaStore().delete(avatarKey);
    throw new UnauthorizedError();
  }
  const replaced = changed.before.avatarKey;
  if (replaced && replaced !== avatarKey) {
    await mediaStore()
      .delete(replaced)
      .catch((error: unknown) => logger.warn('replaced profile picture not deleted', { key: replaced, error: String(error) }));
  }
  return changed.after;
}

/**
 * PUT /api/auth/user/avatar, multipart with the picture in the field `avatar` (JPEG, PNG, GIF or WebP,
 * up to 5 MB): stored as a 256 px WebP square without metadata; answers the member with its signed URL.
 */
export const uploadAvatar: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  try {
    refuseOversizedBody(event, AVATAR_MAX_BYTES + ENVELOPE_BYTES);
  } catch {
    throw new PayloadTooLargeError(ACCOUNT_MESSAGES.avatarTooLarge);
  }
  const { files } = await parseMultipart(event);
  const file = files.avatar;
  if (!file || file.bytes.length === 0) throw new BadRequestError(ACCOUNT_MESSAGES.avatarRequired);
  if (file.bytes.length > AVATAR_MAX_BYTES) throw new PayloadTooLargeError(ACCOUNT_MESSAGES.avatarTooLarge);
  if (!sniffImageType(file.bytes)) throw new BadRequestError(ACCOUNT_MESSAGES.avatarType);
  const image = await squareAvatar(file.bytes);
  const key = avatarObjectKey(me.user.id, newId());
  await mediaStore().putDerived(key, image);
  return ok(toPublicUser(await pointAt(me.user.id, key)));
};

/** DELETE /api/auth/user/avatar: back to the initials (or the social provider's picture). */
export const removeAvatar: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  return ok(toPublicUser(await pointAt(me.user.id, null)));
};
