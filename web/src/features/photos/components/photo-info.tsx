/** What the detail page and the detail dialog both show next to the image. */
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { authorInitials, authorName } from '@shared/display';
import type { Photo } from '@shared/schemas/photo';
import { Avatar } from '@/components/ui/avatar/avatar';
import { CalendarIcon } from '@/components/ui/icons/calendar';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { isProcessing, processingText } from '@/lib/photo-processing';
import { formatPhotoDate, photoDescription, photoTitle } from '../lib/photo-text';
import { ColorSwatches, MoodChip, TagList, type ReactionHandlers } from './photo-meta';
import { PhotoReactionStats } from './photo-reaction-stats';
import './photo-detail.css';

export function PhotoByline({ photo, children }: { photo: Photo; children?: ReactNode }) {
  return (
    <div className="photo-info__byline">
      <Avatar src={photo.user.profileImageUrl} initials={authorInitials(photo.user)} alt="" size={40} />
      <div className="photo-info__who">
        <p className="photo-info__author">
          <Link to={paths.app.member.getHref(photo.userId)}>{authorName(photo.user)}</Link>
        </p>
        <p className="photo-info__date">
          <CalendarIcon aria-hidden="true" />
          <time dateTime={photo.createdAt}>{formatPhotoDate(photo.createdAt)}</time>
        </p>
      </div>
      {children}
    </div>
  );
}

/**
 * Title (unless the surrounding dialog already shows it), description, tags, mood, colours and the
 * like toggle and view count.
 */
export function PhotoInfo({
  photo,
  titleAs: TitleTag = 'h1',
  titleId,
  onLike,
}: Pick<ReactionHandlers, 'onLike'> & { photo: Photo; titleAs?: 'h1' | 'h2' | null; titleId?: string }) {
  const description = photoDescription(photo);
  const processing = isProcessing(photo);
  return (
    <div className="photo-info">
      {TitleTag ? (
        <TitleTag id={titleId} className="photo-info__title">
          {photoTitle(photo)}
        </TitleTag>
      ) : null}
      {processing ? (
        <p className="photo-info__processing" role="status">
          <Spinner size="sm" /> {processingText(photo)}
        </p>
      ) : null}
      {/* An edit on its way keeps the photo's words: only its image is being made. */}
      {photo.status !== 'processing' && description ? <p className="photo-info__description">{description}</p> : null}
      <TagList tags={photo.tags} />
      {photo.mood || photo.primaryColors.length ? (
        <dl className="photo-info__facts">
          {photo.mood ? (
            <div>
              <dt>{PHOTO_MESSAGES.moodLabel}</dt>
              <dd>
                <MoodChip mood={photo.mood} />
              </dd>
            </div>
          ) : null}
          {photo.primaryColors.length ? (
            <div>
              <dt>{PHOTO_MESSAGES.coloursLabel}</dt>
              <dd>
                <ColorSwatches colors={photo.primaryColors} size="md" />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <PhotoReactionStats photo={photo} onLike={onLike} show={['likes', 'views']} />
    </div>
  );
}
