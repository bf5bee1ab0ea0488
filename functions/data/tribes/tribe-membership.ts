/**
 * Who belongs to which tribe. Keys (built in keys.ts):
 *   TRIBE#<tribeId> / MEMBER#<userId>    a member of the tribe
 *     GSI1 USER#<userId> / MEMBER_OF#<tribeId>    the tribes a member belongs to
 * Members are counted on the tribe (tribe.ts) in the transaction that adds or removes them.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { AlreadyMemberError } from '../../kernel/errors';
import { allItemsOf, batchGet, cancellationCodes, db, queryAll, tableName } from '../table/client';
import { inviteKey, memberKey, memberOfIndex, tribeKey, tribePartition } from '../keys/tribe-keys';
import { SK_PREFIX, userPartition } from '../keys/keys';
import { itemParser, parseAll } from '../table/parse';
import { toTribe, tribeCounters, type TribeRecord } from './tribe';
import { toInvite } from './tribe-invitation';
import { changeWithCounters, deleteWithCounters, EXISTS, IS_NEW, throwIfConditionFailed, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export const toMember = itemParser(
  'tribe member',
  lazySchema(() => z.object({ tribeId: z.string(), userId: z.string(), addedAt: z.string(), feedFilled: z.optional(z.boolean()) })),
  {
    type: 'tribe-member',
  },
);

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
 * Every tribe the member belongs to (not those they own), each with whether the member's own feed holds
 * its photos (`feedFilled`, set once the join's fill finished: docs/decisions/tribe-fan-out.md).
 */
export async function memberships(userId: string): Promise<{ tribeId: string; feedFilled: boolean }[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SK_PREFIX.memberOf },
  });
  return parseAll(toMember, items).map((member) => ({ tribeId: member.tribeId, feedFilled: member.feedFilled === true }));
}

/** Every tribe the member belongs to (not those they own). */
export async function memberTribeIds(userId: string): Promise<Set<string>> {
  return new Set((await memberships(userId)).map((member) => member.tribeId));
}

/** The ids of the tribe's members, strongly consistent (whose feeds a photo shared with it goes to). */
export async function memberIdsOf(tribeId: string): Promise<string[]> {
  const items = await allItemsOf({ partition: tribePartition(tribeId), prefix: SK_PREFIX.member, projection: 'userId' });
  return items.map((item) => String(item.userId));
}

/** Marks the member's feed as holding the tribe's photos; false if they are no longer a member. */
export async function markFeedFilled(tribeId: string, userId: string): Promise<boolean> {
  const mark = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: memberKey(tribeId, userId),
        UpdateExpression: 'SET feedFilled = :yes',
        ConditionExpression: EXISTS,
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  return wasApplied(mark);
}

/** Whether the member belongs to at least one of these tribes: one strongly consistent batch read. */
export async function isMemberOfAny(userId: string, tribeIds: readonly string[]): Promise<boolean> {
  if (!tribeIds.length) return false;
  const found = await batchGet([...new Set(tribeIds)].map((t) => memberKey(t, userId)));
  return found.length > 0;
}

/** Which of these tribes the member belongs to: one strongly consistent batch read of their member items. */
export async function memberOfWhich(userId: string, tribeIds: readonly string[]): Promise<string[]> {
  if (!tribeIds.length) return [];
  const found = await batchGet([...new Set(tribeIds)].map((t) => memberKey(t, userId)));
  return parseAll(toMember, found).map((member) => member.tribeId);
}

/** The tribe and whether this member belongs to it, in one strongly consistent batch read. */
export async function tribeWithMembership(tribeId: string, userId: string): Promise<{ tribe: TribeRecord | null; isMember: boolean }> {
  const found = await batchGet([tribeKey(tribeId), memberKey(tribeId, userId)]);
  return {
    tribe: parseAll(toTribe, found)[0] ?? null,
    isMember: parseAll(toMember, found).some((member) => member.userId === userId),
  };
}
