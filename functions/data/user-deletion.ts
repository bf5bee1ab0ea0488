/** A member's leaving, as the users' items see it: a claim on the run, then the profile and the email claim last. */
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { LEAVING_ATTRIBUTE } from './acting-member';
import { allItemsOf, batchDelete, db, isTransactionConditionFailure, keysOf, tableName } from './client';
import { emailKey, userKey, userPartition } from './keys';
import { likesReceivedShardKeys } from './likes-received';
import type { UserRecord } from './users';
import { EXISTS, orIfConditionFailed } from './writes';

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
 * while another claim is live. A run that crashed leaves its claim to expire, and the retry takes over.
 * The first claim also marks the member as leaving, for good: from then on no write of theirs is
 * accepted (acting-member.ts) and only the deletion itself may still sign them in.
 */
export async function claimDeletion(id: string, leaseMs: number): Promise<boolean> {
  const now = clock.now().getTime();
  const claim = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'SET deletingUntil = :until, #leaving = if_not_exists(#leaving, :since)',
        ConditionExpression: `${EXISTS} AND (attribute_not_exists(deletingUntil) OR deletingUntil < :now)`,
        ExpressionAttributeNames: { '#leaving': LEAVING_ATTRIBUTE },
        ExpressionAttributeValues: { ':until': now + leaseMs, ':now': now, ':since': new Date(now).toISOString() },
      }),
    );
  return orIfConditionFailed(async () => (await claim(), true), false);
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
  await orIfConditionFailed(release, undefined);
}
