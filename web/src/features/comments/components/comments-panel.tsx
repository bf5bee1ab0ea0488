/**
 * The photo detail's comments panel: the count, the comment box with 'Post
 * Comment', and the list (newest first, about 24rem high, scrolling). The count is the photo's, so the
 * route that composes this keeps it in step (`onPosted`).
 */
import { COMMENT_SCREEN_MESSAGES } from '@shared/messages/comment-screens';
import { useId } from 'react';
import type { Comment } from '@shared/schemas/social';
import { MessageCircleIcon } from '@/components/ui/icons/message-circle';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import './comments.css';

export function CommentsPanel({
  photoId,
  count,
  onPosted,
}: {
  photoId: string;
  count: number;
  onPosted?: (comment: Comment) => void;
}) {
  const headingId = useId();
  return (
    <section className="card comments-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments-panel__title">
        <MessageCircleIcon aria-hidden="true" />
        {COMMENT_SCREEN_MESSAGES.title} <span className="comments-panel__count">({count})</span>
      </h2>
      <CommentForm photoId={photoId} onPosted={onPosted} />
      <CommentList photoId={photoId} />
    </section>
  );
}
