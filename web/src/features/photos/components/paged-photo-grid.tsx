/**
 * A cursor-paged photo list on screen: skeletons while the first page loads, an error with a retry,
 * the empty state, the grid, and 'Load more' (also pulled in by itself when the end comes near).
 */
import { UI_MESSAGES } from '@shared/messages/ui';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import type { Photo } from '@shared/schemas/photo';
import { itemsOfPages } from '@/lib/api-page';
import type { PhotoPages } from '@/lib/photo-pages';
import { useInView } from '../lib/use-in-view';
import { PhotoGrid, PhotoGridSkeleton, type PhotoGridColumns } from './photo-grid';
import type { ReactionHandlers } from './photo-meta';
import './photo-grid.css';
import { RetryButton } from '@/components/ui/button/retry-button';

/** Start the next page this far before the end of the list scrolls into view. */
const AUTO_LOAD_MARGIN = '600px';

export interface PagedPhotoGridProps extends ReactionHandlers {
  query: UseInfiniteQueryResult<PhotoPages>;
  columns?: PhotoGridColumns;
  /** Accessible name of the list. */
  label: string;
  empty: ReactNode;
  /** What the list adds under each card (a tribe feed's caption and tone). */
  renderBelowCard?: (photo: Photo) => ReactNode;
  /**
   * Render each new page at deferred priority (the home feed, a member's first screen). Lists whose page
   * count shows elsewhere on screen (a profile's photo count) leave it off, so the two never disagree.
   */
  deferNewPages?: boolean;
}

/**
 * The pages to show. With `defer`, a page that has just arrived renders at deferred priority, which React
 * time-slices, so a page of cards never blocks input as one long task (the query store's own updates
 * render synchronously; Lighthouse TBT, docs/performance.md); a change to cards already shown (a like, a new
 * privacy) still shows at once.
 */
function useNewPagesDeferred(data: PhotoPages | undefined, defer: boolean): PhotoPages | undefined {
  const deferred = useDeferredValue(data);
  return !defer || deferred?.pages.length === data?.pages.length ? data : deferred;
}

export function PagedPhotoGrid({
  query,
  columns = 'feed',
  label,
  empty,
  onLike,
  onDislike,
  renderBelowCard,
  deferNewPages = false,
}: PagedPhotoGridProps) {
  const { isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch, isRefetching } = query;
  const data = useNewPagesDeferred(query.data, deferNewPages);
  const [sentinelRef, nearEnd] = useInView<HTMLDivElement>({ rootMargin: AUTO_LOAD_MARGIN, fallback: false });
  // Not while a page waits for its deferred render: the end of the list has not moved yet.
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError && data === query.data;

  useEffect(() => {
    if (nearEnd && canLoadMore) void fetchNextPage();
  }, [nearEnd, canLoadMore, fetchNextPage]);

  if (!data && !isError) return <PhotoGridSkeleton columns={columns} />;
  if (!data) {
    return (
      <div className="state-box" role="alert">
        <AlertCircleIcon aria-hidden="true" width={28} height={28} />
        <p>{PHOTO_MESSAGES.loadFailed}</p>
        <RetryButton onRetry={refetch} isRetrying={isRefetching} />
      </div>
    );
  }

  const photos = itemsOfPages(data);
  if (photos.length === 0) return <>{empty}</>;
  return (
    <>
      <PhotoGrid
        photos={photos}
        columns={columns}
        label={label}
        onLike={onLike}
        onDislike={onDislike}
        renderBelowCard={renderBelowCard}
      />
      {hasNextPage ? (
        <div className="paged-photos__more">
          {isFetchNextPageError ? <p role="alert">{PHOTO_MESSAGES.loadMoreFailed}</p> : null}
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            isLoading={isFetchingNextPage}
            loadingText={UI_MESSAGES.loading}
          >
            {isFetchNextPageError ? UI_MESSAGES.tryAgain : UI_MESSAGES.loadMore}
          </Button>
          <div ref={sentinelRef} aria-hidden="true" />
        </div>
      ) : data.pages.length > 1 ? (
        <p className="paged-photos__more">{PHOTO_MESSAGES.allCaughtUp}</p>
      ) : null}
    </>
  );
}
