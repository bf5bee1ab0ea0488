/**
 * /search?q=: the search feature's summary composed with the photos feature's paged grid and cards
 * (features never import each other; this route does). The words live in the URL, so a result page
 * survives a reload and the header's box can show them.
 */
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@shared/constants';
import { SEARCH_SCREEN_MESSAGES } from '@shared/messages/search-screens';
import { RequireAuth } from '@/components/layouts/require-auth';
import { PagedPhotoGrid } from '@/features/photos/components/paged-photo-grid';
import { PhotosEmptyState } from '@/features/photos/components/photo-grid';
import { useSearchPhotos } from '@/features/search/api/search-photos';
import { SearchPrompt, SearchSummary } from '@/features/search/components/search-summary';
import { itemsOfPages } from '@/lib/api-page';
import { MemberShell } from '@/app/shells';

export function SearchRoute() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  return (
    <RequireAuth>
      <MemberShell>
        <title>{`${query ? `${query} · ` : ''}${SEARCH_SCREEN_MESSAGES.documentTitle} · ${PRODUCT_NAME}`}</title>
        <div className="container">{query ? <SearchResults key={query} query={query} /> : <SearchPrompt />}</div>
      </MemberShell>
    </RequireAuth>
  );
}

function SearchResults({ query }: { query: string }) {
  const results = useSearchPhotos(query);
  return (
    <>
      <SearchSummary query={query} count={results.data ? itemsOfPages(results.data).length : null} hasMore={results.hasNextPage} />
      <PagedPhotoGrid
        query={results}
        label={SEARCH_SCREEN_MESSAGES.gridLabel(query)}
        empty={<PhotosEmptyState title={SEARCH_SCREEN_MESSAGES.noMatchTitle(query)} text={SEARCH_SCREEN_MESSAGES.noMatchText} />}
      />
    </>
  );
}
