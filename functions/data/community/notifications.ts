/**
 * Notifications. Keys (built in keys.ts):
 *   NOTIFS#<userId> / NOTIF#<id>          a member's notifications, newest first (ids are ULIDs)
 *     GSI2 UNREAD#<userId> / NOTIF#<id>   present only while unread: the bell's count reads it newest first
 *     GSI1 NOTIFS_FROM#<fromUserId> / NOTIF#<id>   the notifications a member caused (deleted when they leave)
 *   NOTIFONCE#<dedupeKey> / ONCE          written with a notification that must happen once (a like, a
 *                                         new photo), so a retried request never notifies twice
 * A new one is written by new-notifications.ts.
 */
import { GetCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { allItemsOf, batchDelete, db, keysOf, pageNewestFirst, queryAll, tableName } from '../table/client';
import {
  notificationKey,
  notificationOnceKey,
  notificationsPartition,
  notificationsSentPartition,
  SK_PREFIX,
  unreadPartition,
} from '../keys/keys';
import { isItemKey, itemParser, orNull, parseAll } from '../table/parse';
import { EXISTS, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface NotificationRecord {
  id: string;
  userId: string;
  fromUserId: string | null;
  photoId: string | null;
  tribeId: string | null;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

const notificationItem: z.ZodMiniType<NotificationRecord> = lazySchema(() =>
  z.pipe(
    z.object({
      id: z.string(),
      userId: z.string(),
      fromUserId: orNull(z.string()),
      photoId: orNull(z.string()),
      tribeId: orNull(z.string()),
      // `type` marks the entity on every item; the notification's own type is stored as `notificationType`.
      notificationType: z.string(),
      title: z.string(),
      message: z.string(),
      isRead: z._default(z.boolean(), false),
      createdAt: z.string(),
    }),
    z.transform(({ notificationType, ...notification }) => ({ ...notification, type: notificationType })),
  ),
);
const toNotification = itemParser('notification', notificationItem);

export async function listNotifications(
  userId: string,
  options: { before?: string; limit: number },
): Promise<{ notifications: NotificationRecord[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    partition: { name: 'PK', value: notificationsPartition(userId) },
    sortKey: 'SK',
    prefix: SK_PREFIX.notification,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.id),
  });
  return { notifications: parseAll(toNotification, items), more };
}

/** What the bell must know of an unread notification: its id and the photo it is about. */
export interface UnreadNotification {
  id: string;
  photoId: string | null;
}

const unreadQuery = (userId: string) => ({
  TableName: tableName(),
  IndexName: 'GSI2',
  KeyConditionExpression: 'GSI2PK = :pk',
  ExpressionAttributeValues: { ':pk': unreadPartition(userId) },
  ProjectionExpression: 'id, photoId',
  ScanIndexForward: false,
});

const toUnread = (item: Record<string, unknown>): UnreadNotification => ({
  id: String(item.id),
  photoId: typeof item.photoId === 'string' ? item.photoId : null,
});

/** Every unread notification of the member (read from the unread index, which holds unread ones only). */
export async function unreadNotifications(userId: string): Promise<UnreadNotification[]> {
  return (await queryAll(unreadQuery(userId))).map(toUnread);
}

/** The member's unread notifications newest first, a page at a time, so a reader can stop when it has enough. */
export async function* unreadNotificationPages(userId: string, pageSize: number): AsyncGenerator<UnreadNotification[]> {
  for await (const page of paginateQuery({ client: db(), pageSize }, unreadQuery(userId))) {
    yield (page.Items ?? []).map(toUnread);
  }
}

/** One of the member's notifications, or null when they have no such one. */
export async function getNotification(userId: string, id: string): Promise<NotificationRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: notificationKey(userId, id), ConsistentRead: true }));
  return toNotification(Item) ?? null;
}

/** False when the member has no such notification. Reading twice is fine. */
export async function markRead(userId: string, id: string): Promise<boolean> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: notificationKey(userId, id),
        UpdateExpression: 'SET isRead = :true REMOVE GSI2PK, GSI2SK',
        ConditionExpression: EXISTS,
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  return wasApplied(update);
}

/**
 * Marks read the notification written once under this dedupe key (its guard names it), when there was
 * one: an answered tribe invitation's, say. Nothing when none was written or it is gone.
 */
export async function readOnceNotification(userId: string, dedupeKey: string): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: notificationOnceKey(dedupeKey), ConsistentRead: true }),
  );
  if (typeof Item?.notificationId === 'string') await markRead(userId, Item.notificationId);
}

/** Marks these of the member's notifications read, 25 at a time; returns how many there were. */
export async function markAllRead(userId: string, ids: readonly string[]): Promise<number> {
  for (let start = 0; start < ids.length; start += 25) {
    await Promise.all(ids.slice(start, start + 25).map((id) => markRead(userId, id)));
  }
  return ids.length;
}

/** The notifications' keys and their once-guards' keys. */
const withOnceGuards = (items: readonly Record<string, unknown>[]) => [
  ...keysOf(items),
  ...items.map((item) => item.onceKey).filter(isItemKey),
];

/**
 * Deletes every notification to the member and every one they caused in others' lists, with their
 * once-guards; returns how many notifications it found.
 */
export async function deleteNotificationsOfMember(userId: string): Promise<number> {
  const [received, sent] = await Promise.all([
    allItemsOf({ partition: notificationsPartition(userId), projection: 'PK, SK, onceKey' }),
    allItemsOf({ index: 'GSI1', partition: notificationsSentPartition(userId), projection: 'PK, SK, onceKey' }),
  ]);
  await batchDelete(withOnceGuards([...received, ...sent]));
  return received.length + sent.length;
}
