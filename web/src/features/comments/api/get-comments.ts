import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { comment, type Comment } from '@shared/schemas/social';
import { apiGetPage, type Page, type Pages } from '@/lib/api-page';
import { commentKeys } from './comment-keys';

const commentList = z.array(comment);

export type CommentPage = Page<Comment>;
export type CommentPages = Pages<Comment>;

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
  return apiGetPage(`/api/photos/${encodeURIComponent(photoId)}/comments`, { schema: commentList, cursor, signal });
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
