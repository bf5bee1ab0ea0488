/**
 * Tribes, their members and pending invitations. Keys (besides those in tribe-membership.ts):
 *   TRIBE#<tribeId> / INVITE#<email>     an invited address with no account yet
 *     GSI1 INVITE#<email> / TRIBE#<tribeId>       the invitations waiting for an address
 *   TRIBE#<tribeId> / PHOTO#<photoId>    a photo shared with the tribe (photos.ts writes them)
 *
 * The five typed tribes have ids derived from their owner and type, so creating them on first use is
 * a conditional put that two concurrent first requests cannot duplicate.
 */
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_TRIBE_TYPES, TRIBE_DEFAULTS, type TribeType } from '../../shared/enums';
import type { TribeSettings } from '../../shared/schemas/tribe';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { batchDelete, batchGet, countAll, db, isConditionFailure, isTransactionConditionFailure, queryAll, tableName } from './client';
import { memberKey, memberOfIndex, ownedTribeIndex, tribeKey } from './tribe-membership';

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

const inviteKey = (tribeId: string, email: string) => ({ PK: `TRIBE#${tribeId}`, SK: `INVITE#${email}` });

export class AlreadyMemberError extends Error {
  constructor() {
    super('already a member');
    this.name = 'AlreadyMemberError';
  }
}

function toTribe(item: Record<string, unknown> | undefined): TribeRecord | null {
  if (!item || item.type !== 'tribe') return null;
  return {
    id: item.id as string,
    ownerId: item.ownerId as string,
    name: item.name as string,
    type: item.tribeType as TribeType,
    settings: item.settings as TribeSettings,
    memberCount: Math.max(0, (item.memberCount as number | undefined) ?? 0),
    createdAt: item.createdAt as string,
    updatedAt: (item.updatedAt as string | undefined) ?? (item.createdAt as string),
  };
}

export const typedTribeId = (ownerId: string, type: TribeType) => `${ownerId}-${type}`;

export async function getTribe(id: string): Promise<TribeRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tribeKey(id), ConsistentRead: true }));
  return toTribe(Item);
}

export async function getTribes(ids: readonly string[]): Promise<TribeRecord[]> {
  const items = await batchGet([...new Set(ids)].map(tribeKey));
  return items.map(toTribe).filter((t): t is TribeRecord => Boolean(t));
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
    ExpressionAttributeValues: { ':pk': `USER#${ownerId}`, ':prefix': 'TRIBE#' },
  });
  const ids = [...DEFAULT_TRIBE_TYPES.map((type) => typedTribeId(ownerId, type)), ...indexed.map((item) => item.id as string)];
  const order = (t: TribeRecord) => (t.type === 'custom' ? DEFAULT_TRIBE_TYPES.length : DEFAULT_TRIBE_TYPES.indexOf(t.type));
  return (await getTribes(ids)).filter((t) => t.ownerId === ownerId).sort((a, b) => order(a) - order(b) || a.createdAt.localeCompare(b.createdAt));
}

async function putTribeItem(tribe: { id: string; ownerId: string; name: string; type: TribeType; settings: TribeSettings }): Promise<boolean> {
  const now = clock.nowIso();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...tribeKey(tribe.id),
          ...ownedTribeIndex(tribe.ownerId, tribe.id),
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
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
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
      putTribeItem({ id: typedTribeId(ownerId, type), ownerId, name: TRIBE_DEFAULTS[type].name, type, settings: defaultSettings(type) }),
    ),
  );
}

export async function createCustomTribe(ownerId: string, name: string): Promise<TribeRecord> {
  const id = newId();
  await putTribeItem({ id, ownerId, name, type: 'custom', settings: defaultSettings('custom') });
  return (await getTribe(id))!;
}

export async function renameTribe(id: string, name: string): Promise<TribeRecord | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tribeKey(id),
        UpdateExpression: 'SET #name = :name, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: { ':name': name, ':now': clock.nowIso() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toTribe(Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** The tribe first (gone for every reader at once), then its members, invitations and photo shares. */
export async function deleteTribe(id: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: tribeKey(id) }));
  const rest = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': `TRIBE#${id}` },
    ProjectionExpression: 'PK, SK',
  });
  await batchDelete(rest);
}

/** Member ids and invited addresses of a tribe, oldest first. */
export async function tribeRoster(tribeId: string): Promise<{ memberIds: string[]; invitedEmails: string[] }> {
  const [members, invites] = await Promise.all(
    ['MEMBER#', 'INVITE#'].map((prefix) =>
      queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `TRIBE#${tribeId}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    ),
  );
  const byAdded = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.addedAt).localeCompare(String(b.addedAt));
  return {
    memberIds: members!.sort(byAdded).map((m) => m.userId as string),
    invitedEmails: invites!.sort(byAdded).map((i) => i.email as string),
  };
}

/** Adds a member and counts them on the tribe, in one transaction; AlreadyMemberError if they are in. */
export async function addMember(tribeId: string, userId: string): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...memberKey(tribeId, userId), ...memberOfIndex(userId, tribeId), type: 'tribe-member', tribeId, userId, addedAt: clock.nowIso() },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: tribeKey(tribeId),
              UpdateExpression: 'ADD memberCount :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw new AlreadyMemberError();
    throw error;
  }
}

/** Removes a member and uncounts them, in one transaction; false if they were not a member. */
export async function removeMember(tribeId: string, userId: string): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: memberKey(tribeId, userId), ConditionExpression: 'attribute_exists(PK)' } },
          {
            Update: {
              TableName: tableName(),
              Key: tribeKey(tribeId),
              UpdateExpression: 'ADD memberCount :minusOne',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}

/** Keeps an address as a pending member; inviting it twice changes nothing (AlreadyMemberError). */
export async function addInvite(tribeId: string, email: string, invitedBy: string): Promise<void> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...inviteKey(tribeId, email),
          GSI1PK: `INVITE#${email}`,
          GSI1SK: `TRIBE#${tribeId}`,
          type: 'tribe-invite',
          tribeId,
          email,
          invitedBy,
          addedAt: clock.nowIso(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new AlreadyMemberError();
    throw error;
  }
}

export async function removeInvite(tribeId: string, email: string): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: inviteKey(tribeId, email), ConditionExpression: 'attribute_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The invitations waiting for an address: tribe id and who invited. */
export async function invitesFor(email: string): Promise<{ tribeId: string; invitedBy: string }[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `INVITE#${email}` },
  });
  return items.map((item) => ({ tribeId: item.tribeId as string, invitedBy: item.invitedBy as string }));
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
    ExpressionAttributeValues: { ':pk': `TRIBE#${tribeId}`, ':prefix': 'PHOTO#' },
  });
}
