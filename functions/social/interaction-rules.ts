/**
 * Tribe settings on likes and comments: on a photo shared with tribes, a member may like (comment) only
 * if at least one of the photo's tribes THEY belong to allows it; a tribe they are not in says nothing
 * about them (Chloé in Guests, comments off, may not comment because the owner also shared with Family).
 * The owner always may; public photos are open to every member.
 */
import { SOCIAL_MESSAGES } from '../../shared/messages/social';
import type { PhotoRecord } from '../data/photos/photo';
import { memberOfWhich } from '../data/tribes/tribe-membership';
import { getTribes } from '../data/tribes/tribe';
import { ForbiddenError } from '../kernel/errors';

export async function assertInteractionAllowed(
  viewerId: string,
  photo: PhotoRecord,
  setting: 'allowLikes' | 'allowComments',
): Promise<void> {
  if (photo.userId === viewerId || photo.privacy.visibility !== 'tribes') return;
  const viewersTribes = await getTribes(await memberOfWhich(viewerId, photo.privacy.allowedTribes));
  if (!viewersTribes.some((tribe) => tribe.settings[setting])) {
    throw new ForbiddenError(setting === 'allowLikes' ? SOCIAL_MESSAGES.likesOff : SOCIAL_MESSAGES.commentsOff);
  }
}
