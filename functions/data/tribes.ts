/**
 * Tribes, their members and pending invitations. Keys (built in keys.ts; besides those in tribe-membership.ts):
 *   TRIBE#<tribeId> / INVITE#<email>     an invited address with no account yet
 *     GSI1 INVITE#<email> / TRIBE#<tribeId>       the invitations waiting for an address
 *   TRIBE#<tribeId> / PHOTO#<photoId>    a photo shared with the tribe (photos.ts writes them)
 *
 * The five typed tribes have ids derived from their owner and type, so creating them on first use is
 * a conditional put that two concurrent first requests cannot duplicate.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { DEFAULT_TRIBE_TYPES, TRIBE_DEFAULTS, TRIBE_TYPES, type TribeType } from '../../shared/enums';
import { tribeSettings, type TribeSettings } from '../../shared/schemas/tribe';
import { clock } from '../lib/clock';
import { AlreadyMemberError } from '../lib/errors';
import { newId } from '../lib/ids';
import { allItemsOf, batchDelete, batchGet, countAll, db, keysOf, queryAll, tableName } from './client';
import {
  inviteEmailIndex,
  inviteKey,
  invitesPartition,
  memberKey,
  memberOfIndex,
  SK_PREFIX,
  tribeKey,
  tribeOwnerIndex,
  tribePartition,
  userPartition,
} from './keys';
import { counter, itemParser, parseAll } from './parse';
import { changeWithCounters, deleteWithCounters, EXISTS, IS_NEW, orIfConditionFailed, throwIfConditionFailed } from './writes';

export interface TribeRecord {
  id: string;
  ownerId: string;
  name: string;
  type: TribeType;
  settings: TribeSettings;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

const tribeItem: z.ZodType<TribeRecord> = z
  .object({
    id: z.string(),
    ownerId: z.string(),
    name: z.string(),
    // `type` marks the entity on every item; the tribe's own type is stored as `tribeType`.
    tribeType: z.enum(TRIBE_TYPES),
    settings: tribeSettings,
    memberCount: counter,
    createdAt: z.string(),
    updatedAt: z.string().optional(),
  })
  .transform(({ tribeType, memberCount, updatedAt, ...tribe }) => ({
    ...tribe,
    type: tribeType,
    memberCount: Math.max(0, memberCount),
    updatedAt: updatedAt ?? tribe.createdAt,
  }));

export const toTribe = itemParser('tribe', tribeItem, { type: 'tribe' });

const toInvite = itemParser(
  'tribe invite',
  z.object({ tribeId: z.string(), email: z.string(), invitedBy: z.string(), addedAt: z.string() }),
  {
    type: 'tribe-invite',
  },
);
export const toMember = itemParser('tribe member', z.object({ tribeId: z.string(), userId: z.string(), addedAt: z.string() }), {
  type: 'tribe-member',
});

export const typedTribeId = (ownerId: string, type: TribeType) => `${ownerId}-${type}`;

export async function getTribe(id: string): Promise<TribeRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tribeKey(id), ConsistentRead: true }));
  return toTribe(Item);
}

export async function getTribes(ids: readonly string[]): Promise<TribeRecord[]> {
  const items = await batchGet([...new Set(ids)].map(tribeKey));
  return parseAll(toTribe, items);
}

/**
 * The tribes a member owns, read back consistently from the tribe items: the typed tribes by their
 * fixed ids (so one created a moment ago is there even before the index has it), custom ones by index.
 */
export async function ownedTribes(ownerId: string): Promise<TribeRecord[]> {
  const indexed = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(ownerId), ':prefix': SK_PREFIX.ownedTribe },
  });
  const ids = [...DEFAULT_TRIBE_TYPES.map((type) => typedTribeId(ownerId, type)), ...indexed.map((item) => String(item.id))];
  const order = (t: TribeRecord) => (t.type === 'custom' ? DEFAULT_TRIBE_TYPES.length : DEFAULT_TRIBE_TYPES.indexOf(t.type));
  return (await getTribes(ids))
    .filter((t) => t.ownerId === ownerId)
    .sort((a, b) => order(a) - order(b) || a.createdAt.localeCompare(b.createdAt));
}

async function putTribeItem(tribe: {
  id: string;
  ownerId: string;
  name: string;
  type: TribeType;
  settings: TribeSettings;
}): Promise<boolean> {
  const now = clock.nowIso();
  const put = () =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...tribeKey(tribe.id),
          ...tribeOwnerIndex(tribe.ownerId, tribe.id),
          // `type` marks the entity on every item; the tribe's own type is `tribeType`.
          type: 'tribe',
          id: tribe.id,
          ownerId: tribe.ownerId,
          name: tribe.name,
          tribeType: tribe.type,
          settings: tribe.settings,
          memberCount: 0,
          createdAt: now,
          updatedAt: now,
        },
        ConditionExpression: IS_NEW,
      }),
    );
  return orIfConditionFailed(async () => {
    await put();
    return true;
  }, false);
}

const defaultSettings = (type: TribeType): TribeSettings => {
  const { allowLikes, allowComments, reactionType, tonePreference } = TRIBE_DEFAULTS[type];
  return { allowLikes, allowComments, reactionType, tonePreference };
};

/** The five typed tribes, created on first use; safe under concurrent first requests (conditional puts on fixed ids). */
export async function ensureTypedTribes(ownerId: string): Promise<void> {
  const existing = await getTribes(DEFAULT_TRIBE_TYPES.map((type) => typedTribeId(ownerId, type)));
  const have = new Set(existing.map((t) => t.type));
  await Promise.all(
    DEFAULT_TRIBE_TYPES.filter((type) => !have.has(type)).map((type) =>
      putTribeItem({
        id: typedTribeId(ownerId, type),
        ownerId,
        name: TRIBE_DEFAULTS[type].name,
        type,
        settings: defaultSettings(type),
      }),
    ),
  );
}

export async function createCustomTribe(ownerId: string, name: string): Promise<TribeRecord> {
  const id = newId();
  await putTribeItem({ id, ownerId, name, type: 'custom', settings: defaultSettings('custom') });
  return (await getTribe(id))!;
}

export async function renameTribe(id: string, name: string): Promise<TribeRecord | null> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tribeKey(id),
        UpdateExpression: 'SET #name = :name, updatedAt = :now',
        ConditionExpression: EXISTS,
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':now': clock.nowIso() },
        ReturnValues: 'ALL_NEW',
      }),
    );
  return orIfConditionFailed(async () => toTribe((await update()).Attributes), null);
}

/** The tribe first (gone for every reader at once), then its members, invitations and photo shares. */
export async function deleteTribe(id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: tribeKey(id) }));
  await batchDelete(await tribeItemKeys(id));
}

const tribeItemKeys = async (id: string) => keysOf(await allItemsOf({ partition: tribePartition(id), projection: 'PK, SK' }));

/**
 * For account deletion: members, invitations and photo shares first, the tribe item last, so a crash
 * half-way leaves the tribe listed under its owner and the retry finds the rest.
 */
export async function deleteTribeContentsFirst(id: string): Promise<void> {
  const keys = await tribeItemKeys(id);
  await batchDelete(keys.filter((key) => key.SK !== tribeKey(id).SK));
  await db().send(new DeleteCommand({ TableName: tableName(), Key: tribeKey(id) }));
}

/** Leaves another member's tribe, uncounted; a tribe deleted meanwhile needs no correction. */
export async function leaveTribe(tribeId: string, userId: string): Promise<void> {
  await deleteWithCounters(memberKey(tribeId, userId), memberCounter(tribeId, -1));
}

/** Member ids and invited addresses of a tribe, oldest first. */
export async function tribeRoster(tribeId: string): Promise<{ memberIds: string[]; invitedEmails: string[] }> {
  const [members, invites] = await Promise.all(
    [SK_PREFIX.member, SK_PREFIX.invite].map((prefix) =>
      queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': tribePartition(tribeId), ':prefix': prefix },
        ConsistentRead: true,
      }),
    ),
  );
  const byAdded = (a: { addedAt: string }, b: { addedAt: string }) => a.addedAt.localeCompare(b.addedAt);
  return {
    memberIds: parseAll(toMember, members!)
      .sort(byAdded)
      .map((m) => m.userId),
    invitedEmails: parseAll(toInvite, invites!)
      .sort(byAdded)
      .map((i) => i.email),
  };
}

const memberCounter = (tribeId: string, delta: 1 | -1) => [{ key: tribeKey(tribeId), add: { memberCount: delta } }];

/** Adds a member and counts them on the tribe, in one transaction; AlreadyMemberError if they are in. */
export async function addMember(tribeId: string, userId: string): Promise<void> {
  const put = {
    ...memberKey(tribeId, userId),
    ...memberOfIndex(userId, tribeId),
    type: 'tribe-member',
    tribeId,
    userId,
    addedAt: clock.nowIso(),
  };
  const added = () => changeWithCounters({ put, condition: IS_NEW }, memberCounter(tribeId, 1));
  await throwIfConditionFailed(added, () => new AlreadyMemberError());
}

/** Removes a member and uncounts them, in one transaction; false if they were not a member. */
export async function removeMember(tribeId: string, userId: string): Promise<boolean> {
  const removed = () => changeWithCounters({ delete: memberKey(tribeId, userId), condition: EXISTS }, memberCounter(tribeId, -1));
  return orIfConditionFailed(async () => {
    await removed();
    return true;
  }, false);
}

/** Keeps an address as a pending member; inviting it twice changes nothing (AlreadyMemberError). */
export async function addInvite(tribeId: string, email: string, invitedBy: string): Promise<void> {
  const put = () =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...inviteKey(tribeId, email),
          ...inviteEmailIndex(tribeId, email),
          type: 'tribe-invite',
          tribeId,
          email,
          invitedBy,
          addedAt: clock.nowIso(),
        },
        ConditionExpression: IS_NEW,
      }),
    );
  await throwIfConditionFailed(put, () => new AlreadyMemberError());
}

export async function removeInvite(tribeId: string, email: string): Promise<boolean> {
  const removed = () =>
    db().send(new DeleteCommand({ TableName: tableName(), Key: inviteKey(tribeId, email), ConditionExpression: EXISTS }));
  return orIfConditionFailed(async () => {
    await removed();
    return true;
  }, false);
}

/** The invitations waiting for an address: tribe id and who invited. */
export async function invitesFor(email: string): Promise<{ tribeId: string; invitedBy: string }[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': invitesPartition(email) },
  });
  return parseAll(toInvite, items).map(({ tribeId, invitedBy }) => ({ tribeId, invitedBy }));
}

/**
 * How many photos are shared with the tribe: a COUNT Query over its share items (keys only). Shares
 * change with privacy updates of many owners' photos, so a counter on the tribe could not be kept in
 * the same transaction when a tribe is deleted meanwhile; counting is exact and cheap at tribe sizes.
 */
export function tribePhotoCount(tribeId: string): Promise<number> {
  return countAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': tribePartition(tribeId), ':prefix': SK_PREFIX.photo },
  });
}
