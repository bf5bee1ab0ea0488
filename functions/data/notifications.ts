/**
 * Notifications. Keys:
 *   NOTIFS#<userId> / NOTIF#<id>          a member's notifications, newest first (ids are ULIDs)
 *     GSI2 UNREAD#<userId> / NOTIF#<id>   present only while unread: the unread count is a COUNT Query on it
 *   NOTIFONCE#<dedupeKey> / ONCE          written with a notification that must happen once (a like, a
 *                                         new photo), so a retried request never notifies twice
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { countAll, db, isConditionFailure, isTransactionConditionFailure, pageNewestFirst, queryAll, tableName } from './client';

export interface NewNotification {
  userId: string;
  fromUserId: string | null;
  photoId: string | null;
  /** new_photo, new_follower, like, comment; anything else shows the default bell. */
  type: string;
  title: string;
  message: string;
  /** When set, a second notification with the same key is silently not written. */
  dedupeKey?: string;
}

export interface NotificationRecord {
  id: string;
  userId: string;
  fromUserId: string | null;
  photoId: string | null;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

const notificationKey = (userId: string, id: string) => ({ PK: `NOTIFS#${userId}`, SK: `NOTIF#${id}` });

/** Writes the notification; returns its id, or null when its dedupe key was used before. */
export async function putNotification(input: NewNotification): Promise<string | null> {
  const id = newId();
  const item = {
    ...notificationKey(input.userId, id),
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
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          ...(input.dedupeKey
            ? [
                {
                  Put: {
                    TableName: tableName(),
                    Item: { PK: `NOTIFONCE#${input.dedupeKey}`, SK: 'ONCE', type: 'notification-once', notificationId: id },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return id;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return null;
    throw error;
  }
}

function toNotification(item: Record<string, unknown>): NotificationRecord {
  return {
    id: item.id as string,
    userId: item.userId as string,
    fromUserId: (item.fromUserId as string | null | undefined) ?? null,
    photoId: (item.photoId as string | null | undefined) ?? null,
    type: item.notificationType as string,
    title: item.title as string,
    message: item.message as string,
    isRead: Boolean(item.isRead),
    createdAt: item.createdAt as string,
  };
}

export async function listNotifications(
  userId: string,
  options: { before?: string; limit: number },
): Promise<{ notifications: NotificationRecord[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    partition: { name: 'PK', value: `NOTIFS#${userId}` },
    sortKey: 'SK',
    prefix: 'NOTIF#',
    before: options.before,
    limit: options.limit,
    idOf: (item) => item.id as string,
  });
  return { notifications: items.map(toNotification), more };
}

async function unreadKeys(userId: string): Promise<{ id: string }[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': `UNREAD#${userId}` },
    ProjectionExpression: 'id',
  });
  return items as { id: string }[];
}

/** A COUNT Query on the index of unread notifications: it reads the unread ones only, never everything. */
export function unreadCount(userId: string): Promise<number> {
  return countAll({
    TableName: tableName(),
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': `UNREAD#${userId}` },
  });
}

/** False when the member has no such notification. Reading twice is fine. */
export async function markRead(userId: string, id: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKey(userId, id),
        UpdateExpression: 'SET isRead = :true REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Marks every unread notification read; returns how many. */
export async function markAllRead(userId: string): Promise<number> {
  const unread = await unreadKeys(userId);
  for (let start = 0; start < unread.length; start += 25) {
    await Promise.all(unread.slice(start, start + 25).map(({ id }) => markRead(userId, id)));
  }
  return unread.length;
}
