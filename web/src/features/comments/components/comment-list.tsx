import { COMMENT_SCREEN_MESSAGES } from '@shared/messages/comment-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { Link } from 'react-router-dom';
import { authorInitials, authorName } from '@shared/display';
import type { Comment } from '@shared/schemas/social';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { formatRelativeTime } from '@/lib/format';
import { itemsOfPages } from '@/lib/api-page';
import { useComments } from '../api/get-comments';
import './comments.css';
import { RetryButton } from '@/components/ui/button/retry-button';

/** The photo's comments, newest first, in a scrolling box; 'Load more' while older pages exist. */
export function CommentList({ photoId }: { photoId: string }) {
  const { data, isPending, isError, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useComments(photoId);

  if (isPending) {
    return (
      <div className="comment-list__state">
        <Spinner size="sm" label={COMMENT_SCREEN_MESSAGES.loading} />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="comment-list__state" role="alert">
        <p>{COMMENT_SCREEN_MESSAGES.loadFailed}</p>
        <RetryButton onRetry={refetch} isRetrying={isRefetching} size="sm" />
      </div>
    );
  }

  const comments = itemsOfPages(data);
  if (comments.length === 0) return <p className="comment-list__state">{COMMENT_SCREEN_MESSAGES.none}</p>;
  return (
    // Focusable, so the box scrolls from the keyboard too.
    <div className="comment-list" tabIndex={0} role="region" aria-label={COMMENT_SCREEN_MESSAGES.listLabel}>
      <ol className="comment-list__items" aria-label={COMMENT_SCREEN_MESSAGES.title}>
        {comments.map((item) => (
          <CommentItem key={item.id} comment={item} />
        ))}
      </ol>
      {hasNextPage ? (
        <div className="comment-list__more">
          {isFetchNextPageError ? <p role="alert">{COMMENT_SCREEN_MESSAGES.loadMoreFailed}</p> : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void fetchNextPage()}
            isLoading={isFetchingNextPage}
            loadingText={UI_MESSAGES.loading}
          >
            {isFetchNextPageError ? UI_MESSAGES.tryAgain : UI_MESSAGES.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const name = authorName(comment.user);
  return (
    <li className="comment">
      <Avatar src={comment.user.profileImageUrl} initials={authorInitials(comment.user)} alt="" size={32} />
      <div className="comment__body">
        <p className="comment__meta">
          <Link className="comment__author" to={paths.app.member.getHref(comment.userId)}>
            {name}
          </Link>
          <time className="comment__time" dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()}>
            {formatRelativeTime(comment.createdAt)}
          </time>
        </p>
        <p className="comment__content">{comment.content}</p>
      </div>
    </li>
  );
}
