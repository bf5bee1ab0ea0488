/**
 * Tribes, their members and pending invitations. Keys (built in keys.ts; besides those in tribe-membership.ts):
 *   TRIBE#<tribeId> / INVITE#<email>     an invitation of a normalised address (with or without an
 *                                        account) until it is accepted, declined or withdrawn
 *     GSI1 INVITE#<email> / INVITE#<inviteId>     the invitations waiting for an address, newest first
 *   USER#<ownerId> / CUSTOMTRIBES        how many custom tribes the member owns (the cap's tally)
 *   TRIBE#<tribeId> / PHOTO#<photoId>    a photo shared with the tribe (photos.ts writes them)
 *
 * The five typed tribes have ids derived from their owner and type, so creating them on first use is
 * a conditional put that two concurrent first requests cannot duplicate.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { MAX_CUSTOM_TRIBES, MAX_TRIBE_SEATS } from '../../shared/constants';
import { DEFAULT_TRIBE_TYPES, TRIBE_DEFAULTS, TRIBE_TYPES, type TribeType } from '../../shared/enums';
import { tribeSettings, type TribeSettings } from '../../shared/schemas/tribe-settings';
import { clock } from '../lib/clock';
import { AlreadyMemberError } from '../lib/errors';
import { newId } from '../lib/ids';
import {
  allItemsOf,
  batchDelete,
  batchGet,
  cancellationCodes,
  countAll,
  db,
  keysOf,
  pageNewestFirst,
  queryAll,
  tableName,
} from './client';
import {
  customTribeCountKey,
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
import {
  changeWithCounters,
  deleteWithCounters,
  EXISTS,
  IS_NEW,
  orIfConditionFailed,
  throwIfConditionFailed,
  type CounterMove,
} from './writes';

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

const tribeItem: z.ZodMiniType<TribeRecord> = z.pipe(
  z.object({
    id: z.string(),
    ownerId: z.string(),
    name: z.string(),
    // `type` marks the entity on every item; the tribe's own type is stored as `tribeType`.
    tribeType: z.enum(TRIBE_TYPES),
    settings: tribeSettings,
    memberCount: counter,
    createdAt: z.string(),
    updatedAt: z.optional(z.string()),
  }),
  z.transform(({ tribeType, memberCount, updatedAt, ...tribe }) => ({
    ...tribe,
    type: tribeType,
    memberCount: Math.max(0, memberCount),
    updatedAt: updatedAt ?? tribe.createdAt,
  })),
);

export const toTribe = itemParser('tribe', tribeItem, { type: 'tribe' });

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

type NewTribe = { id: string; ownerId: string; name: string; type: TribeType; settings: TribeSettings };

function newTribeItem(tribe: NewTribe) {
  const now = clock.nowIso();
  return {
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
    seatCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

async function putTribeItem(tribe: NewTribe): Promise<boolean> {
  const put = () => db().send(new PutCommand({ TableName: tableName(), Item: newTribeItem(tribe), ConditionExpression: IS_NEW }));
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

/** The member's owned custom tribes, counted with each one in the same transaction: the cap of MAX_CUSTOM_TRIBES. */
const customTribeCounter = (ownerId: string, delta: 1 | -1): CounterMove => ({
  key: customTribeCountKey(ownerId),
  add: { custom: delta },
  createIfMissing: true,
  ...(delta === 1 ? { cap: { counter: 'custom', max: MAX_CUSTOM_TRIBES } } : {}),
});

/** A new custom tribe, or 'limit' when the owner already has MAX_CUSTOM_TRIBES of them. */
export async function createCustomTribe(ownerId: string, name: string): Promise<TribeRecord | 'limit'> {
  const id = newId();
  const put = newTribeItem({ id, ownerId, name, type: 'custom', settings: defaultSettings('custom') });
  const made = await orIfConditionFailed(async () => {
    await changeWithCounters({ put, condition: IS_NEW }, [customTribeCounter(ownerId, 1)]);
    return true;
  }, false);
  return made ? (await getTribe(id))! : 'limit';
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

/**
 * The tribe first (gone for every reader at once; a custom one uncounted from its owner's tally in the
 * same transaction), then its members, invitations and photo shares.
 */
export async function deleteTribe(tribe: Pick<TribeRecord, 'id' | 'ownerId' | 'type'>): Promise<void> {
  const counters = tribe.type === 'custom' ? [customTribeCounter(tribe.ownerId, -1)] : [];
  await orIfConditionFailed(() => changeWithCounters({ delete: tribeKey(tribe.id), condition: EXISTS }, counters), undefined);
  const rest = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': tribePartition(tribe.id) },
    ProjectionExpression: 'PK, SK',
  });
  await batchDelete(rest);
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

/**
 * The tribe's counters: `memberCount` counts members; `seatCount` counts members and open invitations
 * together, the number the MAX_TRIBE_SEATS cap is checked on (atomically, in the write's transaction).
 */
const tribeCounters = (tribeId: string, add: { memberCount?: number; seatCount?: number }, capSeats = false): CounterMove => ({
  key: tribeKey(tribeId),
  add,
  ...(capSeats ? { cap: { counter: 'seatCount', max: MAX_TRIBE_SEATS } } : {}),
});

function memberItem(tribeId: string, userId: string) {
  return {
    ...memberKey(tribeId, userId),
    ...memberOfIndex(userId, tribeId),
    type: 'tribe-member',
    tribeId,
    userId,
    addedAt: clock.nowIso(),
  };
}

/**
 * Makes someone a member at once, counted on the tribe in one transaction; AlreadyMemberError if they
 * are in. Members join through invitations; this is for the demo seed and for tests' fixtures.
 */
export async function addMember(tribeId: string, userId: string): Promise<void> {
  const added = () =>
    changeWithCounters({ put: memberItem(tribeId, userId), condition: IS_NEW }, [
      tribeCounters(tribeId, { memberCount: 1, seatCount: 1 }),
    ]);
  await throwIfConditionFailed(added, () => new AlreadyMemberError());
}

/** Removes a member and uncounts them, in one transaction; false if they were not a member. */
export async function removeMember(tribeId: string, userId: string): Promise<boolean> {
  // A tribe deleted meanwhile has no counters left to correct; its member item still goes.
  const outcome = await deleteWithCounters(memberKey(tribeId, userId), [tribeCounters(tribeId, { memberCount: -1, seatCount: -1 })]);
  return outcome === 'deleted';
}

export interface InviteRecord {
  id: string;
  tribeId: string;
  email: string;
  invitedBy: string;
  addedAt: string;
}

const toInvite = itemParser(
  'tribe invite',
  z.object({ id: z.string(), tribeId: z.string(), email: z.string(), invitedBy: z.string(), addedAt: z.string() }),
  { type: 'tribe-invite' },
);

/**
 * Invites an address (normalised) to the tribe and takes its seat, in one transaction: 'already' when
 * the address is invited already, 'full' when the tribe's members and invitations reach MAX_TRIBE_SEATS.
 */
export async function addInvite(tribeId: string, email: string, invitedBy: string): Promise<'invited' | 'already' | 'full'> {
  const id = newId();
  const put = {
    ...inviteKey(tribeId, email),
    ...inviteEmailIndex(email, id),
    type: 'tribe-invite',
    id,
    tribeId,
    email,
    invitedBy,
    addedAt: clock.nowIso(),
  };
  try {
    await changeWithCounters({ put, condition: IS_NEW }, [tribeCounters(tribeId, { seatCount: 1 }, true)]);
    return 'invited';
  } catch (error) {
    const [invite, seats] = cancellationCodes(error);
    if (invite === 'ConditionalCheckFailed') return 'already';
    if (seats === 'ConditionalCheckFailed') return 'full';
    throw error;
  }
}

/** Ends an invitation unanswered (declined by its address, or withdrawn by the owner) and frees its seat; false if there was none. */
export async function removeInvite(tribeId: string, email: string): Promise<boolean> {
  const removed = () =>
    changeWithCounters({ delete: inviteKey(tribeId, email), condition: EXISTS }, [tribeCounters(tribeId, { seatCount: -1 })]);
  return orIfConditionFailed(async () => {
    await removed();
    return true;
  }, false);
}

/**
 * The invitation turns into membership in one transaction (the invitation deleted on condition that it
 * exists, the member put on condition that they are new, the member counted; the seat stays taken):
 * of any number of concurrent accepts exactly one succeeds. 'no-invite' when the address has none.
 */
export async function acceptInvite(tribeId: string, email: string, userId: string): Promise<'joined' | 'no-invite' | 'already'> {
  try {
    await changeWithCounters(
      [
        { delete: inviteKey(tribeId, email), condition: EXISTS },
        { put: memberItem(tribeId, userId), condition: IS_NEW },
      ],
      [tribeCounters(tribeId, { memberCount: 1 })],
    );
    return 'joined';
  } catch (error) {
    const [invite, member] = cancellationCodes(error);
    if (invite === 'ConditionalCheckFailed') return 'no-invite';
    if (member === 'ConditionalCheckFailed') return 'already';
    throw error;
  }
}

/** One page of the invitations waiting for an address, newest first. */
export async function invitesFor(
  email: string,
  options: { before?: string; limit: number },
): Promise<{ invites: InviteRecord[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    index: 'GSI1',
    partition: { name: 'GSI1PK', value: invitesPartition(email) },
    sortKey: 'GSI1SK',
    prefix: SK_PREFIX.invite,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.id),
  });
  return { invites: parseAll(toInvite, items), more };
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
