/**
 * Comments. Keys:
 *   PHOTO#<photoId> / COMMENT#<id>   a comment (ids are ULIDs: newest first is a descending query)
 * Adding one also counts it on the photo, in one transaction.
 */
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { db, isTransactionConditionFailure, tableName } from './client';

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

/** Newest first, older than `before` (a comment id) when given. */
export async function listComments(photoId: string, options: { before?: string; limit: number }): Promise<{ comments: CommentRecord[]; more: boolean }> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: options.before ? 'PK = :pk AND SK BETWEEN :lo AND :hi' : 'PK = :pk AND begins_with(SK, :lo)',
      ExpressionAttributeValues: {
        ':pk': `PHOTO#${photoId}`,
        ':lo': 'COMMENT#',
        ...(options.before ? { ':hi': `COMMENT#${options.before}` } : {}),
      },
      ScanIndexForward: false,
      Limit: options.limit + (options.before ? 2 : 1),
      ConsistentRead: true,
    }),
  );
  const comments = Items.map((item) => ({
    id: item.id as string,
    photoId: item.photoId as string,
    userId: item.userId as string,
    content: item.content as string,
    createdAt: item.createdAt as string,
  })).filter((c) => c.id !== options.before);
  return { comments: comments.slice(0, options.limit), more: comments.length > options.limit };
}
