/**
 * Every photo query key starts with 'photos', so one `['photos']` filter reaches every grid, the
 * detail and the landing page's trending list (['photos', 'trending', { limit }]).
 */
import { trendingKey } from '@/lib/trending';

export const photoKeys = {
  all: ['photos'] as const,
  feed: () => ['photos', 'feed'] as const,
  user: (userId: string) => ['photos', 'user', userId] as const,
  detail: (id: string) => ['photos', 'detail', id] as const,
  following: () => ['photos', 'following'] as const,
  /** Defined with the shared trending query (lib/trending.ts), which the landing page uses too. */
  trending: trendingKey,
};
