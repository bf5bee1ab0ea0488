import { headerDisplayName } from '../../../shared/display';
import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import { createCommentBody, type Comment } from '../../../shared/schemas/social';
import { addComment, listComments as readComments, type CommentRecord } from '../../data/community/comments';
import { putNotification } from '../../data/community/new-notifications';
import { getUsers, type UserRecord } from '../../data/members/users';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { created, page } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { logger } from '../../kernel/logger';
import { profileImageUrl } from '../../lib/media/profile-image';
import { loadVisiblePhoto } from '../../lib/photos/visibility';
import { assertInteractionAllowed } from '../interaction-rules';

function present(comment: CommentRecord, author: UserRecord | undefined, viewerId: string): Comment {
  return {
    ...comment,
    user: {
      id: comment.userId,
      firstName: author?.firstName ?? null,
      lastName: author?.lastName ?? null,
      email: author && author.id === viewerId ? author.email : null,
      profileImageUrl: author ? profileImageUrl(author) : null,
    },
  };
}

/** GET /api/photos/{id}/comments: newest first, for whoever may see the photo. */
export const listComments: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await loadVisiblePhoto(me.user.id, pathParam(event, 'id'));
  const { comments, more } = await readComments(photo.id, readListQuery(event));
  const authors = await getUsers(comments.map((c) => c.userId));
  return page(
    comments.map((c) => present(c, authors.get(c.userId), me.user.id)),
    nextCursor(more, comments[comments.length - 1]?.id),
  );
};

/** POST /api/photos/{id}/comments {content}: counted on the photo; the owner is told (not of their own). */
export const postComment: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { content } = parseJsonBody(event, createCommentBody);
  const photo = await loadVisiblePhoto(me.user.id, pathParam(event, 'id'));
  await assertInteractionAllowed(me.user.id, photo, 'allowComments');
  const comment = await addComment(photo.id, me.user.id, content);
  if (photo.userId !== me.user.id) {
    await putNotification({
      userId: photo.userId,
      fromUserId: me.user.id,
      photoId: photo.id,
      type: 'comment',
      title: SOCIAL_MESSAGES.commentTitle,
      message: SOCIAL_MESSAGES.commented(headerDisplayName(me.user), photo.title),
      dedupeKey: `comment#${comment.id}`,
    }).catch((error: unknown) => logger.warn('comment notification not written', { photoId: photo.id, error: String(error) }));
  }
  return created(present(comment, me.user, me.user.id));
};
