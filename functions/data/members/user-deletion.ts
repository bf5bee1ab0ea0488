/**
 * A member's leaving, as the users' items see it: a claim on the run, then the profile and the email claim last.
 * Keys (keys.ts):
 *   USER#<userId> / PROFILE   `leavingSince` and the run's lease `deletingUntil`, set by the first claim
 *     GSI3 ACCOUNTS#LEAVING / <leavingSince>#<userId>   present from the first claim until the profile goes:
 *     the account-deletion job's work list (functions/account/deletion-job.ts)
 */
import { DeleteCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../kernel/clock';
import { LEAVING_ATTRIBUTE } from '../table/leaving-member-guard';
import { allItemsOf, batchDelete, db, isTransactionConditionFailure, keysOf, tableName } from '../table/client';
import { emailKey, LEAVING_MEMBERS_PARTITION, leavingMemberIndex, userKey, userPartition } from '../keys/keys';
import { likesReceivedShardKeys } from './likes-received';
import type { UserRecord } from './users';
import { EXISTS, orIfConditionFailed, wasApplied } from '../table/writes';

/**
 * The last step of leaving: whatever is left in the member's partition (follows, counters) and the shards
 * of the likes their photos received, then the
 * profile and the email claim together, so the address is free for a new sign-up at once. The claim is
 * deleted only while it still points at this member (someone may have signed up with it since).
 */
export async function deleteUserRecord(user: Pick<UserRecord, 'id' | 'email'>): Promise<void> {
  const rest = keysOf(await allItemsOf({ partition: userPartition(user.id), projection: 'PK, SK' }));
  await batchDelete([...rest.filter((key) => key.SK !== userKey(user.id).SK), ...likesReceivedShardKeys(user.id)]);
  await db()
    .send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: emailKey(user.email),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
              ExpressionAttributeValues: { ':id': user.id },
            },
          },
          { Delete: { TableName: tableName(), Key: userKey(user.id) } },
        ],
      }),
    )
    .catch(async (error: unknown) => {
      // The address belongs to a newer account: only the profile is ours to delete.
      if (!isTransactionConditionFailure(error)) throw error;
      await db().send(new DeleteCommand({ TableName: tableName(), Key: userKey(user.id) }));
    });
}

/**
 * Claims the member's deletion for `leaseMs`, so concurrent requests do not all run it at once; false
 * while another claim is live. A run that crashed leaves its claim to expire, and the job (or a retry) takes over.
 * The first claim also marks the member as leaving, for good: from then on no write of theirs is
 * accepted (leaving-member-guard.ts) and only the deletion itself may still sign them in; and it puts the member
 * on the leaving members' work list, so the job finishes a deletion nobody retries. Answers when the
 * deletion started (the profile's `leavingSince`, the same for every claim), or null.
 */
export async function claimDeletion(id: string, leaseMs: number): Promise<string | null> {
  const now = clock.now().getTime();
  const since = new Date(now).toISOString();
  const entry = leavingMemberIndex(id, since);
  const claim = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        // The entry is also set for a member marked before the work list existed; a later claim keeps its place.
        UpdateExpression:
          'SET deletingUntil = :until, #leaving = if_not_exists(#leaving, :since), GSI3PK = :list, GSI3SK = if_not_exists(GSI3SK, :entry)',
        ConditionExpression: `${EXISTS} AND (attribute_not_exists(deletingUntil) OR deletingUntil < :now)`,
        ExpressionAttributeNames: { '#leaving': LEAVING_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':until': now + leaseMs,
          ':now': now,
          ':since': since,
          ':list': entry.GSI3PK,
          ':entry': entry.GSI3SK,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
  return orIfConditionFailed(async () => String((await claim()).Attributes?.[LEAVING_ATTRIBUTE] ?? since), null);
}

/** Gives a deletion claim back after a run failed, so the member's retry need not wait for it to lapse. */
export async function releaseDeletion(id: string): Promise<void> {
  const release = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'REMOVE deletingUntil',
        ConditionExpression: EXISTS,
      }),
    );
  await wasApplied(release);
}

/**
 * Members whose deletion started, oldest first, after `after` (a `position` this returned): the job claims
 * each, and one whose run is live is skipped by the claim. Read from the sparse index, never a Scan; it
 * may lag a claim by a moment, which the next run sees.
 */
export async function leavingMembers(limit: number, after?: string): Promise<{ userId: string; position: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: after ? 'GSI3PK = :pk AND GSI3SK > :after' : 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': LEAVING_MEMBERS_PARTITION, ...(after ? { ':after': after } : {}) },
      ProjectionExpression: 'PK, GSI3SK',
      Limit: limit,
    }),
  );
  const profile = userPartition('');
  return Items.map((item) => ({ userId: String(item.PK).slice(profile.length), position: String(item.GSI3SK) }));
}
