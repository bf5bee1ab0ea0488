/**
 * The /photo/{id} page: the display image with its privacy badge (or, for
 * another member's photo, the tribes the viewer sees it through, as on its card), author and
 * date, like and view counts, title, description, tags, mood and colours, and the owner's menu.
 * The like count is a toggle (by itself, or the parent's `onLike`). Other features have places
 * here: `renderActions` ('Share', 'Add to Capsule'), `renderComments`, and `renderAuthorActions` next
 * to the author of someone else's photo (Follow).
 */
import { UI_MESSAGES } from '@shared/messages/ui';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@shared/constants';
import type { Photo } from '@shared/schemas/photo';
import { ButtonLink } from '@/components/ui/button/button';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { ImageOffIcon } from '@/components/ui/icons/image-off';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { usePhoto } from '../api/get-photo';
import { isProcessing } from '@/lib/photo-processing';
import { photoTitle } from '../lib/photo-text';
import { PhotoActionsMenu } from './photo-actions-menu';
import { PhotoImage } from './photo-image';
import { PhotoByline, PhotoInfo } from './photo-info';
import type { ReactionHandlers } from './photo-meta';
import { PrivacyBadge } from './privacy-badge';
import { SharedThroughMark } from './shared-through-mark';
import './photo-detail.css';
import { PageLoading, PageStateCard } from '@/components/layouts/page-state';
import { RetryButton } from '@/components/ui/button/retry-button';

export interface PhotoSlotContext {
  photo: Photo;
  isOwner: boolean;
}

export interface PhotoDetailProps extends Pick<ReactionHandlers, 'onLike'> {
  id: string;
  /** After the owner deleted the photo (the route goes home). */
  onDeleted?: () => void;
  /** Buttons under the information: 'Share', and for the owner 'Add to Capsule'. */
  renderActions?: (context: PhotoSlotContext) => ReactNode;
  /** The comments panel. */
  renderComments?: (context: PhotoSlotContext) => ReactNode;
  /** Next to the author's name when the photo is someone else's (the owner has the photo menu there). */
  renderAuthorActions?: (context: PhotoSlotContext) => ReactNode;
}

export function PhotoDetail({ id, onDeleted, renderActions, renderComments, renderAuthorActions, onLike }: PhotoDetailProps) {
  const { data: photo, error, isPending, refetch, isRefetching } = usePhoto(id);
  const { user } = useUser();

  if (isPending) {
    return <PageLoading label={PHOTO_MESSAGES.loadingPhoto} />;
  }
  if (isApiError(error, 404)) return <PhotoNotFound />;
  if (error || !photo) {
    return (
      <PageStateCard
        isError
        title={UI_MESSAGES.somethingWentWrong}
        text={PHOTO_MESSAGES.photoLoadFailed}
        action={<RetryButton onRetry={refetch} isRetrying={isRefetching} />}
      />
    );
  }

  const isOwner = Boolean(user && photo.userId === user.id);
  const context: PhotoSlotContext = { photo, isOwner };
  const actions = renderActions?.(context);
  return (
    <div className="photo-detail-page">
      <title>{`${photoTitle(photo)} · ${PRODUCT_NAME}`}</title>
      <ButtonLink to={paths.home.getHref()} variant="ghost" size="sm" icon={<ArrowLeftIcon />} className="photo-detail-page__back">
        {PHOTO_MESSAGES.backToFeed}
      </ButtonLink>
      <article
        className={renderComments ? 'photo-detail photo-detail--with-comments' : 'photo-detail'}
        aria-labelledby="photo-detail-title"
      >
        <div className="photo-detail__media">
          <PhotoImage photo={photo} size="display" fit="contain" />
          {/* As on the card: another member's photo seen through the viewer's tribes names them. */}
          {!isOwner && photo.sharedThrough.length ? (
            <SharedThroughMark tribes={photo.sharedThrough} className="photo-detail__badge" />
          ) : (
            <PrivacyBadge privacy={photo.privacy} variant="detail" className="photo-detail__badge" />
          )}
          {isProcessing(photo) ? <span className="photo-detail__shimmer" aria-hidden="true" /> : null}
        </div>
        <div className="card photo-detail__panel">
          <PhotoByline photo={photo}>
            {isOwner ? <PhotoActionsMenu photo={photo} onDeleted={onDeleted} /> : renderAuthorActions?.(context)}
          </PhotoByline>
          <PhotoInfo photo={photo} titleAs="h1" titleId="photo-detail-title" onLike={onLike} />
          {actions ? <div className="photo-detail__actions">{actions}</div> : null}
        </div>
        {renderComments ? <div className="photo-detail__comments">{renderComments(context)}</div> : null}
      </article>
    </div>
  );
}

function PhotoNotFound() {
  return (
    <PageStateCard
      documentTitle={`${PHOTO_MESSAGES.notFound} · ${PRODUCT_NAME}`}
      icon={<ImageOffIcon />}
      title={PHOTO_MESSAGES.notFound}
      text={PHOTO_MESSAGES.notFoundHint}
      action={
        <ButtonLink to={paths.home.getHref()} variant="outline" icon={<ArrowLeftIcon />}>
          {PHOTO_MESSAGES.backToHome}
        </ButtonLink>
      }
    />
  );
}
