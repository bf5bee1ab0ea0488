/** The top of the results page: what was searched for and how many photos were found so far. */
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
        Results for <q>{query}</q>
      </h1>
      {count ? (
        <p className="search-summary__count" role="status">
          {hasMore ? `${count}+ photos` : plural(count, 'photo')}
        </p>
      ) : null}
    </header>
  );
}

/** /search without words: what to do. */
export function SearchPrompt() {
  return (
    <header className="search-summary">
      <h1 className="search-summary__title">Search photos</h1>
      <p className="search-summary__count">Type a word in the search box: a title, a tag, a mood or a colour.</p>
    </header>
  );
}

/** The empty state's title, exactly as the issue gives it. */
export const noMatchTitle = (query: string) => `No photos match "${query}"`;
