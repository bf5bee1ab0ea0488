/**
 * Notifications. Keys:
 *   NOTIFS#<userId> / NOTIF#<id>          a member's notifications, newest first (ids are ULIDs)
 *     GSI2 UNREAD#<userId> / NOTIF#<id>   present only while unread: the unread count is a Query on it
 * `dedupeKey` makes a retried write (the same like twice) a no-op.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { db, isConditionFailure, tableName } from './client';

export interface NewNotification {
  userId: string;
  fromUserId: string | null;
  photoId: string | null;
  /** new_photo, new_follower, like, comment; anything else shows the default bell. */
  type: string;
  title: string;
  message: string;
}

export async function putNotification(input: NewNotification): Promise<string> {
  const id = newId();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: `NOTIFS#${input.userId}`,
          SK: `NOTIF#${id}`,
          GSI2PK: `UNREAD#${input.userId}`,
          GSI2SK: `NOTIF#${id}`,
          type: 'notification',
          id,
          userId: input.userId,
          fromUserId: input.fromUserId,
          photoId: input.photoId,
          notificationType: input.type,
          title: input.title,
          message: input.message,
          isRead: false,
          createdAt: clock.nowIso(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return id;
}
