/**
 * new_photo notifications: when a photo shared with tribes becomes ready (or is shared with more tribes
 * later), each member of those tribes hears of it once. Only members are told, and only of a ready photo,
 * so nobody learns of a photo they may not see; the bell re-checks visibility when it lists them.
 */
import { headerDisplayName } from '../../../shared/display';
import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import { putNotification } from '../../data/community/new-notifications';
import type { PhotoRecord } from '../../data/photos/photo';
import { getTribes } from '../../data/tribes/tribe';
import { tribeRoster } from '../../data/tribes/tribe-membership';
import { getUser } from '../../data/members/users';
import { logger } from '../../kernel/logger';

export async function announceNewPhoto(
  photo: PhotoRecord,
  tribeIds: readonly string[] = photo.privacy.allowedTribes,
): Promise<number> {
  if (photo.status !== 'ready' || photo.privacy.visibility !== 'tribes' || !tribeIds.length) return 0;
  const [owner, tribes] = await Promise.all([getUser(photo.userId), getTribes(tribeIds)]);
  const ownerName = owner ? headerDisplayName(owner) : 'Someone';
  let told = 0;
  for (const tribe of tribes.filter((t) => t.ownerId === photo.userId && photo.privacy.allowedTribes.includes(t.id))) {
    const { memberIds } = await tribeRoster(tribe.id);
    const results = await Promise.all(
      memberIds
        .filter((id) => id !== photo.userId)
        .map((memberId) =>
          putNotification({
            userId: memberId,
            fromUserId: photo.userId,
            photoId: photo.id,
            type: 'new_photo',
            title: SOCIAL_MESSAGES.newPhotoTitle,
            message: SOCIAL_MESSAGES.newPhoto(ownerName, tribe.name),
            // One per member and photo, however many of their tribes it reaches and however often.
            dedupeKey: `new_photo#${photo.id}#${memberId}`,
          }),
        ),
    );
    told += results.filter(Boolean).length;
  }
  return told;
}

/** Never lets a notification failure undo the work that triggered it. */
export async function announceNewPhotoSafely(photo: PhotoRecord, tribeIds?: readonly string[]): Promise<void> {
  try {
    await announceNewPhoto(photo, tribeIds);
  } catch (error) {
    logger.warn('new_photo notifications not written', { photoId: photo.id, error: String(error) });
  }
}
