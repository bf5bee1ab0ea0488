/**
 * Who belongs to which tribe, as the visibility rule reads it. Keys (built in keys.ts):
 *   TRIBE#<tribeId> / TRIBE              the tribe (ownerId, name, type, settings, memberCount)
 *     GSI1 USER#<ownerId> / TRIBE#<tribeId>       the tribes a member owns
 *   TRIBE#<tribeId> / MEMBER#<userId>    a member of the tribe
 *     GSI1 USER#<userId> / MEMBER_OF#<tribeId>    the tribes a member belongs to
 *
 * tribes.ts creates tribes and manages members with these keys; the photo read paths only ask the
 * questions below.
 */
import { batchGet, queryAll, tableName } from './client';
import { memberKey, SK_PREFIX, tribeKey, userPartition } from './keys';
import { parseAll } from './parse';
import { toMember, toTribe, type TribeRecord } from './tribes';

/** Every tribe the member belongs to (not those they own). */
export async function memberTribeIds(userId: string): Promise<Set<string>> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SK_PREFIX.memberOf },
  });
  return new Set(parseAll(toMember, items).map((member) => member.tribeId));
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

/** The tribe and whether this member belongs to it, in one strongly consistent batch read. */
export async function tribeWithMembership(tribeId: string, userId: string): Promise<{ tribe: TribeRecord | null; isMember: boolean }> {
  const found = await batchGet([tribeKey(tribeId), memberKey(tribeId, userId)]);
  return {
    tribe: parseAll(toTribe, found)[0] ?? null,
    isMember: parseAll(toMember, found).some((member) => member.userId === userId),
  };
}
