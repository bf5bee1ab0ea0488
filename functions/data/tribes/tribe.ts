/**
 * A tribe. Keys (built in keys.ts):
 *   TRIBE#<tribeId> / TRIBE              the tribe (ownerId, name, type, settings, memberCount, seatCount)
 *     GSI1 USER#<ownerId> / TRIBE#<tribeId>       the tribes a member owns
 *   USER#<ownerId> / CUSTOMTRIBES        how many custom tribes the member owns (the cap's tally)
 * Its members, invitations and photo shares live in its partition (tribe-membership.ts,
 * tribe-invitation.ts, tribe-photos.ts) and go with it.
 *
 * The five typed tribes have ids derived from their owner and type, so creating them on first use is
 * a conditional put that two concurrent first requests cannot duplicate.
 */
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { MAX_CUSTOM_TRIBES, MAX_TRIBE_SEATS } from '../../../shared/constants';
import { DEFAULT_TRIBE_TYPES, TRIBE_DEFAULTS, TRIBE_TYPES, type TribeType } from '../../../shared/enums';
import { tribeSettings, type TribeSettings } from '../../../shared/schemas/tribe';
import { clock } from '../../kernel/clock';
import { newId } from '../../kernel/ids';
import { allItemsOf, batchDelete, batchGet, db, keysOf, queryAll, tableName } from '../table/client';
import { customTribeCountKey, tribeKey, tribeOwnerIndex, tribePartition } from '../keys/tribe-keys';
import { SK_PREFIX, userPartition } from '../keys/keys';
import { counter, itemParser, parseAll } from '../table/parse';
import { changeWithCounters, EXISTS, IS_NEW, orIfConditionFailed, type CounterMove, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

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

const tribeItem: z.ZodMiniType<TribeRecord> = lazySchema(() =>
  z.pipe(
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
  ),
);

export const toTribe = itemParser('tribe', tribeItem, { type: 'tribe' });

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
  // A transaction of one, so a member who started leaving cannot make tribes (data/table/acting-member.ts).
  const put = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [{ Put: { TableName: tableName(), Item: newTribeItem(tribe), ConditionExpression: IS_NEW } }],
      }),
    );
  return wasApplied(put);
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
  const made = await wasApplied(() => changeWithCounters({ put, condition: IS_NEW }, [customTribeCounter(ownerId, 1)]));
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
  await wasApplied(() => changeWithCounters({ delete: tribeKey(tribe.id), condition: EXISTS }, counters));
  await batchDelete(await tribeItemKeys(tribe.id));
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

/** Which of these tribe ids exist and are owned by this member. */
export async function tribesOwnedBy(ownerId: string, tribeIds: readonly string[]): Promise<Set<string>> {
  if (!tribeIds.length) return new Set();
  const found = await batchGet([...new Set(tribeIds)].map(tribeKey));
  return new Set(
    parseAll(toTribe, found)
      .filter((t) => t.ownerId === ownerId)
      .map((t) => t.id),
  );
}

/**
 * The tribe's counters: `memberCount` counts members; `seatCount` counts members and open invitations
 * together, the number the MAX_TRIBE_SEATS cap is checked on (atomically, in the write's transaction).
 */
export const tribeCounters = (tribeId: string, add: { memberCount?: number; seatCount?: number }, capSeats = false): CounterMove => ({
  key: tribeKey(tribeId),
  add,
  ...(capSeats ? { cap: { counter: 'seatCount', max: MAX_TRIBE_SEATS } } : {}),
});
