/**
 * A new notification, written (keys and what they mean: notifications.ts). Apart from reading them, so a
 * Lambda that only notifies holds neither the notification's item schema nor the reads.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../kernel/clock';
import { newId } from '../../kernel/ids';
import { whileMemberStays } from '../table/leaving-member-guard';
import { db, tableName } from '../table/client';
import { notificationKey, notificationOnceKey, notificationSenderIndex, notificationUnreadIndex } from '../keys/keys';
import { IS_NEW, orIfConditionFailed } from '../table/writes';

export interface NewNotification {
  userId: string;
  fromUserId: string | null;
  photoId: string | null;
  /** The tribe a tribe_invite is about. */
  tribeId?: string;
  /** new_photo, new_follower, like, comment, capsule_open, tribe_invite; anything else shows the default bell. */
  type: string;
  title: string;
  message: string;
  /** When set, a second notification with the same key is silently not written. */
  dedupeKey?: string;
}

/** The stored item of a new notification (unread), for writes that put it in a transaction of their own. */
export function newNotificationItem(input: Omit<NewNotification, 'dedupeKey'>) {
  const id = newId();
  return {
    ...notificationKey(input.userId, id),
    ...notificationUnreadIndex(input.userId, id),
    ...(input.fromUserId ? notificationSenderIndex(input.fromUserId, id) : {}),
    type: 'notification',
    id,
    userId: input.userId,
    fromUserId: input.fromUserId,
    photoId: input.photoId,
    ...(input.tribeId ? { tribeId: input.tribeId } : {}),
    notificationType: input.type,
    title: input.title,
    message: input.message,
    isRead: false,
    createdAt: clock.nowIso(),
  };
}

/** Writes the notification; returns its id, or null when its dedupe key was used before. */
export async function putNotification(input: NewNotification): Promise<string | null> {
  // The once-guard's key is kept on the notification, so deleting the notification can delete its guard.
  const item = { ...newNotificationItem(input), ...(input.dedupeKey ? { onceKey: notificationOnceKey(input.dedupeKey) } : {}) };
  const { id } = item;
  const written = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: IS_NEW } },
          ...(input.dedupeKey
            ? [
                {
                  Put: {
                    TableName: tableName(),
                    Item: { ...notificationOnceKey(input.dedupeKey), type: 'notification-once', notificationId: id },
                    ConditionExpression: IS_NEW,
                  },
                },
              ]
            : []),
        ],
      }),
    );
  // A notification is its sender's write: once the sender starts leaving it is refused, even when the
  // analysis pipeline writes it for them after the request that caused it.
  return orIfConditionFailed(async () => {
    await whileMemberStays(input.fromUserId ?? undefined, written);
    return id;
  }, null);
}

/**
 * Takes back the notification written with this dedupe key, with its guard, when what it announced no
 * longer stands (a like undone or turned into a dislike): the owner's bell stops saying it, and the same
 * like given again is news again. Only the notification the guard names, and only while it names it.
 */
export async function withdrawNotification(userId: string, dedupeKey: string): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: notificationOnceKey(dedupeKey), ConsistentRead: true }),
  );
  const id = typeof Item?.notificationId === 'string' ? Item.notificationId : null;
  if (!id) return;
  const withdraw = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: notificationOnceKey(dedupeKey),
              ConditionExpression: 'notificationId = :id',
              ExpressionAttributeValues: { ':id': id },
            },
          },
          { Delete: { TableName: tableName(), Key: notificationKey(userId, id) } },
        ],
      }),
    );
  // Another withdrawal or a newer like's guard got there first: theirs stands.
  await orIfConditionFailed(withdraw, undefined);
}
