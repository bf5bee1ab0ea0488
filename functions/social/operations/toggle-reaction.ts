import { headerDisplayName } from '../../../shared/display';
import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import type { ReactionResult } from '../../../shared/schemas/social';
import { putNotification, withdrawNotification } from '../../data/community/new-notifications';
import { getPhoto } from '../../data/photos/photo';
import { changeReaction, type Reaction } from '../../data/community/reactions';
import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { logger } from '../../kernel/logger';
import { loadVisiblePhoto } from '../../lib/photos/visibility';
import { assertInteractionAllowed } from '../interaction-rules';

/**
 * POST /api/photos/{id}/likes and /dislikes: toggles the viewer's reaction (a like replaces a dislike and
 * the other way round). The owner is notified of a like once per liker, whatever the retries, for as long
 * as the like stands: taken back or turned into a dislike, its notification goes.
 */
const toggle =
  (kind: Reaction): Operation =>
  async ({ event, viewer }) => {
    const me = requireViewer(viewer);
    const photo = await loadVisiblePhoto(me.user.id, pathParam(event, 'id'));
    await assertInteractionAllowed(me.user.id, photo, 'allowLikes');
    const { before, now } = await changeReaction(photo, me.user.id, kind);
    const likeKey = `like#${photo.id}#${me.user.id}`;
    // Only a like this click made or undid moves the owner's bell: a dislike from nothing reads nothing more.
    const notify =
      photo.userId === me.user.id || (now !== 'like' && before !== 'like')
        ? Promise.resolve()
        : (now === 'like'
            ? putNotification({
                userId: photo.userId,
                fromUserId: me.user.id,
                photoId: photo.id,
                type: 'like',
                title: SOCIAL_MESSAGES.likeTitle,
                message: SOCIAL_MESSAGES.liked(headerDisplayName(me.user), photo.title),
                dedupeKey: likeKey,
              })
            : // A like taken back or turned into a dislike no longer stands: its notification goes.
              withdrawNotification(photo.userId, likeKey)
          ).catch((error: unknown) => logger.warn('like notification not updated', { photoId: photo.id, error: String(error) }));
    const [fresh] = await Promise.all([getPhoto(photo.id), notify]);
    const result: ReactionResult = {
      likes: fresh?.likes ?? photo.likes,
      dislikes: fresh?.dislikes ?? photo.dislikes,
      isLiked: now === 'like',
      isDisliked: now === 'dislike',
    };
    return ok(result);
  };

export const toggleLike = toggle('like');
export const toggleDislike = toggle('dislike');
