/**
 * Comments. Keys (built in keys.ts):
 *   PHOTO#<photoId> / COMMENT#<id>   a comment (ids are ULIDs: newest first is a descending query)
 * Adding one also counts it on the photo, in one transaction.
 */
import { z } from 'zod';
import { clock } from '../lib/clock';
import { PhotoNotFoundError } from '../lib/errors';
import { newId } from '../lib/ids';
import { pageNewestFirst } from './client';
import { commentKey, photoKey, photoPartition, SK_PREFIX } from './keys';
import { itemParser, parseAll } from './parse';
import { changeWithCounters, IS_NEW, throwIfConditionFailed } from './writes';

export interface CommentRecord {
  id: string;
  photoId: string;
  userId: string;
  content: string;
  createdAt: string;
}

const commentItem: z.ZodType<CommentRecord> = z.object({
  id: z.string(),
  photoId: z.string(),
  userId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
const toComment = itemParser('comment', commentItem);

/** The comment, counted on the photo; PhotoNotFoundError when the photo is gone. */
export async function addComment(photoId: string, userId: string, content: string): Promise<CommentRecord> {
  const comment: CommentRecord = { id: newId(), photoId, userId, content, createdAt: clock.nowIso() };
  const counted = () =>
    changeWithCounters({ put: { ...commentKey(photoId, comment.id), type: 'comment', ...comment }, condition: IS_NEW }, [
      { key: photoKey(photoId), add: { comments: 1 } },
    ]);
  await throwIfConditionFailed(counted, () => new PhotoNotFoundError());
  return comment;
}

/** Newest first, older than `before` (a comment id) when given. */
export async function listComments(
  photoId: string,
  options: { before?: string; limit: number },
): Promise<{ comments: CommentRecord[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    partition: { name: 'PK', value: photoPartition(photoId) },
    sortKey: 'SK',
    prefix: SK_PREFIX.comment,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.id),
  });
  return { comments: parseAll(toComment, items), more };
}
