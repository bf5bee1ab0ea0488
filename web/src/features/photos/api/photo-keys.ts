/**
 * Every photo query key starts with 'photos', so one `['photos']` filter reaches every grid, the
 * detail and the landing page's trending list (['photos', 'trending', { limit }]).
 */
export const photoKeys = {
  all: ['photos'] as const,
  feed: () => ['photos', 'feed'] as const,
  user: (userId: string) => ['photos', 'user', userId] as const,
  detail: (id: string) => ['photos', 'detail', id] as const,
  following: () => ['photos', 'following'] as const,
  /** The landing page's key shape too (features/landing/api/get-trending-photos.ts). */
  trending: (limit: number) => ['photos', 'trending', { limit }] as const,
};
