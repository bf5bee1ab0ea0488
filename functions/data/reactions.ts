/**
 * A member's reaction to a photo (like or dislike; one per member and photo, so they exclude each other).
 * Keys:
 *   PHOTO#<photoId> / REACTION#<userId>   reaction: 'like' | 'dislike'
 * A toggle changes the reaction item, the photo's likes/dislikes and the owner's likesReceived in ONE
 * transaction conditioned on the reaction it read, so concurrent clicks by one member serialise and the
 * counters always equal the reaction items.
 */
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { batchGet, db, tableName } from './client';

export type Reaction = 'like' | 'dislike';

export const reactionKey = (photoId: string, userId: string) => ({ PK: `PHOTO#${photoId}`, SK: `REACTION#${userId}` });
const photoKey = (photoId: string) => ({ PK: `PHOTO#${photoId}`, SK: 'PHOTO' });
const userKey = (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

/** The viewer's reaction to each of these photos, in one batch read. */
export async function viewerReactions(userId: string, photoIds: readonly string[]): Promise<Map<string, Reaction>> {
  if (!photoIds.length) return new Map();
  const items = await batchGet([...new Set(photoIds)].map((photoId) => reactionKey(photoId, userId)));
  return new Map(items.map((item) => [item.photoId as string, item.reaction as Reaction]));
}

export class PhotoGoneError extends Error {
  constructor() {
    super('photo gone');
    this.name = 'PhotoGoneError';
  }
}

const MAX_ATTEMPTS = 8;

function isRetryable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  // The reaction item changed under us (another click): read again and retry. A missing photo is final.
  return reasons[1]?.Code !== 'ConditionalCheckFailed';
}

function isPhotoMissing(error: unknown): boolean {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[1]?.Code === 'ConditionalCheckFailed';
}

/**
 * Toggles the member's `kind` reaction: on if it was off (replacing the other kind), off if it was on.
 * Returns the member's reaction afterwards.
 */
export async function toggleReaction(photo: { id: string; userId: string }, userId: string, kind: Reaction): Promise<Reaction | null> {
  for (let attempt = 0; ; attempt += 1) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: reactionKey(photo.id, userId), ConsistentRead: true }));
    const current = (Item?.reaction as Reaction | undefined) ?? null;
    const next: Reaction | null = current === kind ? null : kind;
    const delta = (r: Reaction) => (next === r ? 1 : 0) - (current === r ? 1 : 0);
    const likeDelta = delta('like');
    const reactionItem: NonNullable<TransactWriteCommandInput['TransactItems']>[number] = next
      ? {
          Put: {
            TableName: tableName(),
            Item: { ...reactionKey(photo.id, userId), type: 'reaction', photoId: photo.id, userId, reaction: next, createdAt: clock.nowIso() },
            ConditionExpression: current ? 'reaction = :current' : 'attribute_not_exists(PK)',
            ...(current ? { ExpressionAttributeValues: { ':current': current } } : {}),
          },
        }
      : {
          Delete: {
            TableName: tableName(),
            Key: reactionKey(photo.id, userId),
            ConditionExpression: 'reaction = :current',
            ExpressionAttributeValues: { ':current': current },
          },
        };
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            reactionItem,
            {
              Update: {
                TableName: tableName(),
                Key: photoKey(photo.id),
                UpdateExpression: 'ADD likes :likes, dislikes :dislikes',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':likes': likeDelta, ':dislikes': delta('dislike') },
              },
            },
            ...(likeDelta !== 0
              ? [
                  {
                    Update: {
                      TableName: tableName(),
                      Key: userKey(photo.userId),
                      UpdateExpression: 'ADD likesReceived :likes',
                      ConditionExpression: 'attribute_exists(PK)',
                      ExpressionAttributeValues: { ':likes': likeDelta },
                    },
                  },
                ]
              : []),
          ],
        }),
      );
      return next;
    } catch (error) {
      if (isPhotoMissing(error)) throw new PhotoGoneError();
      if (!isRetryable(error) || attempt + 1 >= MAX_ATTEMPTS) throw error;
      await new Promise((done) => setTimeout(done, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}
