/**
 * One photo in a grid: the lazy 4:3 image (a click opens the detail dialog),
 * the owner's privacy badge and menu (for anyone else, 'Shared with <tribe>' when a tribe brought it), author, title (a link to /photo/{id}), description, up to 3 tags
 * and '+N', mood and colours, and the like, view and comment counts. Like and dislike work by
 * themselves (PhotoReactionStats); a parent may pass its own handlers instead. The author's name
 * links to their profile.
 */
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CARD_MAX_TAGS } from '@shared/constants';
import { authorInitials, authorName } from '@shared/display';
import type { Photo } from '@shared/schemas/photo';
import { Avatar } from '@/components/ui/avatar/avatar';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { formatRelativeTime } from '@/lib/format';
import { isProcessing, processingText } from '@/lib/photo-processing';
import { photoDescription, photoTitle } from '../lib/photo-text';
import { PhotoActionsMenu } from './photo-actions-menu';
import { PhotoDetailDialog } from './photo-detail-dialog';
import { PhotoImage } from './photo-image';
import { ColorSwatches, MoodChip, TagList, type ReactionHandlers } from './photo-meta';
import { PhotoReactionStats } from './photo-reaction-stats';
import { PrivacyBadge } from './privacy-badge';
import { SharedThroughMark } from './shared-through-mark';
import './photo-card.css';

export interface PhotoCardProps extends ReactionHandlers {
  photo: Photo;
}

export function PhotoCard({ photo, onLike, onDislike }: PhotoCardProps) {
  const { user } = useUser();
  const [detailOpen, setDetailOpen] = useState(false);
  const titleId = useId();
  const isOwner = Boolean(user && photo.userId === user.id);
  const processing = isProcessing(photo);
  const title = photoTitle(photo);
  const description = photoDescription(photo);

  return (
    <article className="card photo-card" aria-labelledby={titleId} data-status={photo.status}>
      <div className="photo-card__media">
        <button
          type="button"
          className="photo-card__open"
          onClick={() => setDetailOpen(true)}
          aria-label={PHOTO_MESSAGES.viewPhotoLabel(title)}
        >
          <PhotoImage photo={photo} size="thumbnail" lazy fit="cover" />
        </button>
        {processing ? (
          <div className="photo-card__processing" aria-hidden="true">
            <Spinner size="sm" />
            <span>{processingText(photo)}</span>
          </div>
        ) : null}
        {isOwner ? (
          <>
            <PrivacyBadge privacy={photo.privacy} variant="card" className="photo-card__badge" />
            <PhotoActionsMenu photo={photo} className="photo-card__menu" />
          </>
        ) : (
          <SharedThroughMark tribes={photo.sharedThrough} className="photo-card__badge" />
        )}
      </div>

      <div className="photo-card__body">
        <div className="photo-card__byline">
          <Avatar src={photo.user.profileImageUrl} initials={authorInitials(photo.user)} alt="" size={26} />
          <Link className="photo-card__author" to={paths.app.member.getHref(photo.userId)}>
            {authorName(photo.user)}
          </Link>
          <span aria-hidden="true">·</span>
          <time className="photo-card__time" dateTime={photo.createdAt}>
            {formatRelativeTime(photo.createdAt)}
          </time>
        </div>
        <h3 id={titleId} className="photo-card__title">
          <Link to={paths.app.photo.getHref(photo.id)}>{title}</Link>
        </h3>
        {description ? (
          <p
            className={`photo-card__description${processing ? ' photo-card__description--processing' : ''}`}
            role={processing ? 'status' : undefined}
          >
            {description}
          </p>
        ) : null}
        <TagList tags={photo.tags} max={CARD_MAX_TAGS} />
        {photo.mood || photo.primaryColors.length ? (
          <div className="photo-card__traits">
            <MoodChip mood={photo.mood} />
            <ColorSwatches colors={photo.primaryColors} />
          </div>
        ) : null}
        <div className="photo-card__footer">
          <PhotoReactionStats photo={photo} onLike={onLike} onDislike={onDislike} />
        </div>
      </div>

      {detailOpen ? <PhotoDetailDialog photo={photo} open onClose={() => setDetailOpen(false)} onLike={onLike} /> : null}
    </article>
  );
}
