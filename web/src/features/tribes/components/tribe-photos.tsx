/**
 * A tribe's feed on screen: the route supplies the page query of GET /api/tribes/{tribeId}/photos and
 * the pieces the photos feature draws (the card, the skeletons, the empty state); this adds what is
 * the tribe's own: under each card, the tribe-specific caption with its 'tone' badge.
 */
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Photo } from '../../../../../shared/schemas/photo';
import { Button } from '../../../components/ui/button/button';
import { AlertCircleIcon, MessageCircleIcon } from '../../../components/ui/icons/icons';
import './tribes-common.css';
import './tribe-feed.css';

/** One page of a cursor-paged photo list (the shape of the photos feature's pages). */
export interface TribePhotoPage {
  items: Photo[];
  nextCursor: string | null;
}

export interface TribePhotosProps {
  tribeId: string;
  query: UseInfiniteQueryResult<InfiniteData<TribePhotoPage, unknown>>;
  /** Accessible name of the list. */
  label: string;
  renderCard: (photo: Photo) => ReactNode;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the tribe has no photos. */
  empty: ReactNode;
}

/** Every photo of the loaded pages, once each (a later page may repeat one when the list moved). */
export function photosOfTribePages(data: InfiniteData<TribePhotoPage, unknown> | undefined): Photo[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.items).filter((photo) => !seen.has(photo.id) && Boolean(seen.add(photo.id)));
}

export function TribePhotos({ tribeId, query, label, renderCard, skeleton, empty }: TribePhotosProps) {
  const { data, isPending, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch, isRefetching } = query;
  if (isPending) return <>{skeleton}</>;
  if (!data) {
    return (
      <div className="tribe-feed__error" role="alert">
        <AlertCircleIcon aria-hidden="true" width={28} height={28} />
        <p>We couldn't load this feed.</p>
        <Button variant="outline" onClick={() => void refetch()} isLoading={isRefetching} loadingText="Trying again...">
          Try again
        </Button>
      </div>
    );
  }

  const photos = photosOfTribePages(data);
  if (photos.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="tribe-photo-grid" aria-label={label}>
        {photos.map((photo) => (
          <li key={photo.id} className="tribe-photo">
            {renderCard(photo)}
            <TribePhotoNote content={photo.tribeSpecificContent[tribeId]} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className="tribe-feed__more">
          {isFetchNextPageError ? <p role="alert">We couldn't load more photos.</p> : null}
          <Button variant="outline" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage} loadingText="Loading...">
            {isFetchNextPageError ? 'Try again' : 'Load more'}
          </Button>
        </div>
      ) : data.pages.length > 1 ? (
        <p className="tribe-feed__more">You're all caught up.</p>
      ) : null}
    </>
  );
}

/** The caption written for this tribe, with its tone as a badge ('warm', 'playful', ...). */
export function TribePhotoNote({ content }: { content: { caption?: string; tone?: string } | undefined }) {
  const caption = content?.caption?.trim();
  const tone = content?.tone?.trim();
  if (!caption && !tone) return null;
  return (
    <div className="tribe-photo__note" data-testid="tribe-caption">
      <MessageCircleIcon aria-hidden="true" className="tribe-photo__note-icon" />
      {caption ? <p className="tribe-photo__caption">{caption}</p> : null}
      {tone ? (
        <span className="tone-badge" data-testid="tone-badge">
          <span className="sr-only">Tone: </span>
          <span>{tone}</span>
        </span>
      ) : null}
    </div>
  );
}
