/**
 * Tribe settings on likes and comments: on a photo shared with tribes, members may like (comment) only
 * if at least one of those tribes allows it. The owner always may; public photos are open to every member.
 */
import { SOCIAL_MESSAGES } from '../../shared/messages';
import type { PhotoRecord } from '../data/photos';
import { getTribes } from '../data/tribes';
import { ForbiddenError } from '../lib/errors';

export async function assertInteractionAllowed(
  viewerId: string,
  photo: PhotoRecord,
  setting: 'allowLikes' | 'allowComments',
): Promise<void> {
  if (photo.userId === viewerId || photo.privacy.visibility !== 'tribes') return;
  const tribes = await getTribes(photo.privacy.allowedTribes);
  if (!tribes.some((tribe) => tribe.settings[setting])) {
    throw new ForbiddenError(setting === 'allowLikes' ? SOCIAL_MESSAGES.likesOff : SOCIAL_MESSAGES.commentsOff);
  }
}
