import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../../../../shared/constants';
import { comment, type Comment } from '../../../../../shared/schemas/social';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys } from './comment-keys';

const commentList = z.array(comment);

export interface CommentPage {
  items: Comment[];
  /** The next (older) page's cursor, from the X-Next-Cursor header; null on the last page. */
  nextCursor: string | null;
}
export type CommentPages = InfiniteData<CommentPage, unknown>;

/** GET /api/photos/{id}/comments: one page, newest first; `?cursor=` asks for the next one. */
export async function getComments({
  photoId,
  cursor,
  signal,
}: {
  photoId: string;
  cursor?: string | null;
  signal?: AbortSignal;
}): Promise<CommentPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const response = await apiRequest('GET', `/api/photos/${encodeURIComponent(photoId)}/comments${query}`, { signal });
  const text = await response.text();
  return { items: commentList.parse(text ? JSON.parse(text) : []), nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null };
}

export const commentsQueryOptions = (photoId: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.photo(photoId),
    queryFn: ({ pageParam, signal }) => getComments({ photoId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** A photo's comments, page by page ('Load more' asks for the next cursor). */
export const useComments = (photoId: string) => useInfiniteQuery(commentsQueryOptions(photoId));

/** The loaded comments in order; one a later page repeats (posted meanwhile, then paged past) counts once. */
export function commentsOfPages(data: CommentPages | undefined): Comment[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}
