/**
 * Comments. Keys:
 *   PHOTO#<photoId> / COMMENT#<id>   a comment (ids are ULIDs: newest first is a descending query)
 * Adding one also counts it on the photo, in one transaction.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { db, isTransactionConditionFailure, pageNewestFirst, tableName } from './client';

export interface CommentRecord {
  id: string;
  photoId: string;
  userId: string;
  content: string;
  createdAt: string;
}

export class CommentPhotoGoneError extends Error {
  constructor() {
    super('photo gone');
    this.name = 'CommentPhotoGoneError';
  }
}

export async function addComment(photoId: string, userId: string, content: string): Promise<CommentRecord> {
  const comment: CommentRecord = { id: newId(), photoId, userId, content, createdAt: clock.nowIso() };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { PK: `PHOTO#${photoId}`, SK: `COMMENT#${comment.id}`, type: 'comment', ...comment },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: { PK: `PHOTO#${photoId}`, SK: 'PHOTO' },
              UpdateExpression: 'ADD comments :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw new CommentPhotoGoneError();
    throw error;
  }
  return comment;
}

const toComment = (item: Record<string, unknown>): CommentRecord => ({
  id: item.id as string,
  photoId: item.photoId as string,
  userId: item.userId as string,
  content: item.content as string,
  createdAt: item.createdAt as string,
});

/** Newest first, older than `before` (a comment id) when given. */
export async function listComments(photoId: string, options: { before?: string; limit: number }): Promise<{ comments: CommentRecord[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    partition: { name: 'PK', value: `PHOTO#${photoId}` },
    sortKey: 'SK',
    prefix: 'COMMENT#',
    before: options.before,
    limit: options.limit,
    idOf: (item) => item.id as string,
  });
  return { comments: items.map(toComment), more };
}
