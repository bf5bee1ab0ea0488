/**
 * Comments. Keys (built in keys.ts):
 *   PHOTO#<photoId> / COMMENT#<id>   a comment (ids are ULIDs: newest first is a descending query)
 *     GSI1 USER#<authorId> / COMMENT#<id>   the comments a member wrote (deleted when they leave)
 * Adding one also counts it on the photo, in one transaction.
 */
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { PhotoNotFoundError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { allItemsOf, pageNewestFirst } from '../table/client';
import { commentAuthorIndex, commentKey, photoKey, photoPartition } from '../keys/photo-keys';
import { SK_PREFIX, userPartition } from '../keys/keys';
import { itemParser, parseAll } from '../table/parse';
import { changeWithCounters, deleteWithCounters, IS_NEW, throwIfConditionFailed } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface CommentRecord {
  id: string;
  photoId: string;
  userId: string;
  content: string;
  createdAt: string;
}

const commentItem: z.ZodMiniType<CommentRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    photoId: z.string(),
    userId: z.string(),
    content: z.string(),
    createdAt: z.string(),
  }),
);
const toComment = itemParser('comment', commentItem);

/** The comment, counted on the photo; PhotoNotFoundError when the photo is gone. */
export async function addComment(photoId: string, userId: string, content: string): Promise<CommentRecord> {
  const comment: CommentRecord = { id: newId(), photoId, userId, content, createdAt: clock.nowIso() };
  const counted = () =>
    changeWithCounters(
      {
        put: { ...commentKey(photoId, comment.id), ...commentAuthorIndex(userId, comment.id), type: 'comment', ...comment },
        condition: IS_NEW,
      },
      [{ key: photoKey(photoId), add: { comments: 1 } }],
    );
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

/** Every comment the member wrote, on anyone's photo (their index). */
export async function commentsBy(userId: string): Promise<CommentRecord[]> {
  return parseAll(toComment, await allItemsOf({ index: 'GSI1', partition: userPartition(userId), prefix: SK_PREFIX.comment }));
}

/** Deletes the comment and uncounts it on its photo (a photo deleted meanwhile needs no correction). */
export async function removeComment(comment: Pick<CommentRecord, 'id' | 'photoId'>): Promise<void> {
  await deleteWithCounters(commentKey(comment.photoId, comment.id), [{ key: photoKey(comment.photoId), add: { comments: -1 } }]);
}
