/**
 * Memory capsules. Keys (built in keys.ts):
 *   PHOTO#<photoId> / CAPSULE#<id>          the capsule, in its photo's partition: deleting the photo deletes it
 *     GSI1 USER#<ownerId> / CAPSULE#<id>     the owner's capsules, newest first (ids are ULIDs); finding one by id
 *     GSI3 CAPSULES#SEALED / UNLOCK#<date>#<id>  present only while sealed and not yet announced as open:
 *                                            the opening job's Query of the capsules due
 */
import { DeleteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { EMOTIONS, type Emotion } from '../../../shared/enums';
import { clock } from '../../kernel/clock';
import { PhotoNotFoundError } from '../../kernel/errors';
import { allItemsOf, batchDelete, batchGet, db, keysOf, memberItemsNewestFirst, queryAll, tableName } from '../table/client';
import { capsuleKey, capsuleOwnerIndex, capsuleUnlockIndex, photoKey, unlockSortKey } from '../keys/photo-keys';
import { SEALED_CAPSULES_PARTITION, SK_PREFIX, userPartition } from '../keys/keys';
import { listOf, itemParser, orNull, parseAll } from '../table/parse';
import { EXISTS, IS_NEW, throwIfConditionFailed, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface CapsuleRecord {
  id: string;
  userId: string;
  photoId: string;
  journalEntry: string;
  emotionTone: Emotion | null;
  unlockDate: string | null;
  tags: string[];
  createdAt: string;
  /** When the opening job told the owner; null until then (and for capsules never sealed). */
  openedAt: string | null;
}

const capsuleItem: z.ZodMiniType<CapsuleRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    photoId: z.string(),
    journalEntry: z.string(),
    emotionTone: orNull(z.enum(EMOTIONS)),
    unlockDate: orNull(z.string()),
    tags: listOf(z.string()),
    createdAt: z.string(),
    openedAt: orNull(z.string()),
  }),
);
const toCapsule = itemParser('capsule', capsuleItem, { type: 'capsule' });

export type NewCapsule = Omit<CapsuleRecord, 'createdAt' | 'openedAt'>;

/**
 * The capsule, written only while its photo exists and is still the owner's (a photo deleted meanwhile
 * would leave it orphaned): PhotoNotFoundError otherwise. `sealed` capsules join the opening job's index.
 */
export async function createCapsule(capsule: NewCapsule, options: { sealed: boolean }): Promise<CapsuleRecord> {
  const record: CapsuleRecord = { ...capsule, createdAt: clock.nowIso(), openedAt: null };
  const item = {
    ...capsuleKey(capsule.photoId, capsule.id),
    ...capsuleOwnerIndex(capsule.userId, capsule.id),
    ...(options.sealed && capsule.unlockDate ? capsuleUnlockIndex(capsule.unlockDate, capsule.id) : {}),
    type: 'capsule',
    ...record,
  };
  const write = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: photoKey(capsule.photoId),
              ConditionExpression: `${EXISTS} AND userId = :owner`,
              ExpressionAttributeValues: { ':owner': capsule.userId },
            },
          },
          { Put: { TableName: tableName(), Item: item, ConditionExpression: IS_NEW } },
        ],
      }),
    );
  await throwIfConditionFailed(write, () => new PhotoNotFoundError());
  return record;
}

/** The owner's capsules, newest first, older than `before` (a capsule id); read back consistently. */
export async function listCapsules(
  userId: string,
  options: { before?: string; limit: number },
): Promise<{ capsules: CapsuleRecord[]; more: boolean }> {
  const { items, more } = await memberItemsNewestFirst(userPartition(userId), SK_PREFIX.capsule, options);
  // The index copy may lag a delete by a moment: the items themselves decide.
  const listed = parseAll(toCapsule, items);
  const current = new Map(parseAll(toCapsule, await batchGet(listed.map((c) => capsuleKey(c.photoId, c.id)))).map((c) => [c.id, c]));
  return { capsules: listed.map((c) => current.get(c.id)).filter((c): c is CapsuleRecord => Boolean(c)), more };
}

/** The member's capsule with this id, or null (someone else's is null too). */
export async function getOwnCapsule(userId: string, capsuleId: string): Promise<CapsuleRecord | null> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':sk': capsuleOwnerIndex(userId, capsuleId).GSI1SK },
    }),
  );
  const [capsule] = parseAll(toCapsule, Items);
  return capsule ?? null;
}

/** Deletes the owner's capsule; false when it was already gone. */
export async function deleteCapsule(capsule: Pick<CapsuleRecord, 'id' | 'photoId' | 'userId'>): Promise<boolean> {
  const remove = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: capsuleKey(capsule.photoId, capsule.id),
        ConditionExpression: `${EXISTS} AND userId = :owner`,
        ExpressionAttributeValues: { ':owner': capsule.userId },
      }),
    );
  return wasApplied(remove);
}

/** Capsules whose unlock date is `today` or earlier and whose opening has not been announced (GSI3). */
export async function dueCapsules(today: string): Promise<CapsuleRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :lo AND :hi',
    ExpressionAttributeValues: { ':pk': SEALED_CAPSULES_PARTITION, ':lo': SK_PREFIX.unlock, ':hi': unlockSortKey(today) },
  });
  return parseAll(toCapsule, items);
}

/**
 * Marks the capsule announced (it leaves the job's index) and writes the owner's notification in ONE
 * transaction, conditioned on the capsule still waiting: of any number of runs, one writes both and the
 * others nothing. False when another run (or a delete) got there first.
 */
export async function markOpenedWithNotification(
  capsule: Pick<CapsuleRecord, 'id' | 'photoId'>,
  notification: Record<string, unknown> & { PK: string; SK: string },
): Promise<boolean> {
  const write = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: capsuleKey(capsule.photoId, capsule.id),
              UpdateExpression: 'SET openedAt = :now REMOVE GSI3PK, GSI3SK',
              ConditionExpression: 'attribute_exists(GSI3PK)',
              ExpressionAttributeValues: { ':now': clock.nowIso() },
            },
          },
          { Put: { TableName: tableName(), Item: notification, ConditionExpression: IS_NEW } },
        ],
      }),
    );
  return wasApplied(write);
}

/** Deletes every capsule of the member (their index; those on their own photos go with the photos too); returns how many. */
export async function deleteCapsulesOf(userId: string): Promise<number> {
  const capsules = await allItemsOf({
    index: 'GSI1',
    partition: userPartition(userId),
    prefix: SK_PREFIX.capsule,
    projection: 'PK, SK',
  });
  await batchDelete(keysOf(capsules));
  return capsules.length;
}
