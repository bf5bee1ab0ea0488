import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { ReactNode } from 'react';
import { FEED_SKELETON_COUNT } from '@shared/constants';
import type { Photo } from '@shared/schemas/photo';
import { ImageIcon } from '@/components/ui/icons/image';
import { PhotoCard } from './photo-card';
import type { ReactionHandlers } from './photo-meta';
import './photo-grid.css';

/** 'feed': 1, 2 then 3 columns (home); 'profile': 1 up to 4 columns. */
export type PhotoGridColumns = 'feed' | 'profile';

export function PhotoGrid({
  photos,
  columns = 'feed',
  label,
  onLike,
  onDislike,
  renderBelowCard,
}: ReactionHandlers & {
  photos: readonly Photo[];
  columns?: PhotoGridColumns;
  label?: string;
  /** What a list adds under each card (a tribe feed's caption and tone). */
  renderBelowCard?: (photo: Photo) => ReactNode;
}) {
  return (
    <ul className={`photo-grid photo-grid--${columns}`} aria-label={label}>
      {photos.map((photo) => (
        <li key={photo.id} className="photo-grid__item">
          <PhotoCard photo={photo} onLike={onLike} onDislike={onDislike} />
          {renderBelowCard?.(photo)}
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the first page loads. */
export function PhotoGridSkeleton({ columns = 'feed', count = FEED_SKELETON_COUNT }: { columns?: PhotoGridColumns; count?: number }) {
  return (
    <div role="status" aria-label={PHOTO_MESSAGES.loadingPhotos}>
      <ul className={`photo-grid photo-grid--${columns}`} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="photo-grid__item">
            <div className="photo-skeleton" data-testid="photo-skeleton">
              <div className="photo-skeleton__media" />
              <div className="photo-skeleton__body">
                <span className="photo-skeleton__line photo-skeleton__line--short" />
                <span className="photo-skeleton__line" />
                <span className="photo-skeleton__line photo-skeleton__line--long" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The frame of an empty list: art, a heading, a line and an action. */
export function PhotosEmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="photos-empty">
      <div className="tile-art" aria-hidden="true">
        <span className="tile-art__tile tile-art__tile--left" />
        <span className="tile-art__tile tile-art__tile--right" />
        <span className="tile-art__icon">
          <ImageIcon />
        </span>
      </div>
      <h3>{title}</h3>
      <p>{text}</p>
      {action}
    </div>
  );
}
