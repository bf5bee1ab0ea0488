/** The top of the results page: what was searched for and how many photos were found so far. */
import { MEMBER_SHELL_MESSAGES } from '@shared/messages/member-shell';
import { SEARCH_SCREEN_MESSAGES } from '@shared/messages/search-screens';
import { plural } from '@/lib/format';
import './search.css';

export interface SearchSummaryProps {
  query: string;
  /** Photos loaded so far; null while the first page loads. */
  count: number | null;
  /** More pages exist beyond those loaded. */
  hasMore: boolean;
}

export function SearchSummary({ query, count, hasMore }: SearchSummaryProps) {
  return (
    <header className="search-summary">
      <h1 className="search-summary__title">
        {SEARCH_SCREEN_MESSAGES.resultsFor} <q>{query}</q>
      </h1>
      {count ? (
        <p className="search-summary__count" role="status">
          {hasMore ? SEARCH_SCREEN_MESSAGES.atLeastPhotos(count) : plural(count, 'photo')}
        </p>
      ) : null}
    </header>
  );
}

/** /search without words: what to do. */
export function SearchPrompt() {
  return (
    <header className="search-summary">
      <h1 className="search-summary__title">{MEMBER_SHELL_MESSAGES.searchPhotos}</h1>
      <p className="search-summary__count">{SEARCH_SCREEN_MESSAGES.prompt}</p>
    </header>
  );
}
