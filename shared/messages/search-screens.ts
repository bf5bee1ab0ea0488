/** The search results page (/search?q=): its summary, its prompt without words and its empty state. */
export const SEARCH_SCREEN_MESSAGES = {
  documentTitle: 'Search',
  resultsFor: 'Results for',
  /** More pages exist beyond the photos loaded. */
  atLeastPhotos: (count: number) => `${count}+ photos`,
  prompt: 'Type a word in the search box: a title, a tag, a mood or a colour.',
  /** The empty state's title, exactly as the issue gives it. */
  noMatchTitle: (query: string) => `No photos match "${query}"`,
  noMatchText: 'Try another word: a title, a tag, a mood or a colour.',
  gridLabel: (query: string) => `Photos matching ${query}`,
} as const;
