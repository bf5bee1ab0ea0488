/**
 * Single-use tokens from emailed links (email verification, password reset), stored only as hashes.
 *   TOKEN#<sha256(token)> / TOKEN     kind, userId, expiresAt; GSI1 USER#<userId> / TOKEN#<kind>#<created>
 * The GSI1 entry lists a member's tokens of a kind, so all their reset links can be ended at once.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { allItemsOf, batchDelete, db, keysOf, tableName } from '../table/client';
import { SK_PREFIX, tokenKey, tokenKindPrefix, tokenUserIndex, userPartition } from '../keys/keys';
import { itemParser } from '../table/parse';
import { IS_NEW, orIfConditionFailed } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export type TokenKind = 'verify-email' | 'reset-password';

const toTokenOwner = itemParser(
  'token',
  lazySchema(() => z.object({ userId: z.string() })),
);

export async function putToken(token: string, kind: TokenKind, userId: string, ttlMs: number): Promise<void> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...tokenKey(token),
        ...tokenUserIndex(userId, kind, now.toISOString()),
        type: 'token',
        kind,
        userId,
        expiresAt: expiresAt.toISOString(),
        ttl: Math.floor(expiresAt.getTime() / 1000),
      },
      ConditionExpression: IS_NEW,
    }),
  );
}

/**
 * Deletes the token and returns its member if it was of this kind and unexpired. The conditional delete
 * makes it single-use even when two requests race with the same link.
 */
export async function consumeToken(token: string, kind: TokenKind): Promise<{ userId: string } | null> {
  const consumed = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: tokenKey(token),
        ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expiresAt > :now',
        ExpressionAttributeValues: { ':kind': kind, ':now': clock.nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
  return orIfConditionFailed(async () => toTokenOwner((await consumed()).Attributes), null);
}

const toSpentToken = itemParser(
  'token',
  lazySchema(() => z.object({ userId: z.string(), kind: z.string(), spentAt: z.optional(z.string()) })),
);

/**
 * Marks an unexpired token of this kind spent and returns its member, once; opened again before it
 * expires, it answers `alreadySpent` (so a second click on a verification link can say the address is
 * already verified instead of failing). The conditional update keeps it single-use under races.
 */
export async function spendToken(token: string, kind: TokenKind): Promise<{ userId: string; alreadySpent: boolean } | null> {
  const spend = async () => {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tokenKey(token),
        UpdateExpression: 'SET spentAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expiresAt > :now AND attribute_not_exists(spentAt)',
        ExpressionAttributeValues: { ':kind': kind, ':now': clock.nowIso() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const owner = toTokenOwner(Attributes);
    return owner ? { userId: owner.userId, alreadySpent: false } : null;
  };
  const spent = await orIfConditionFailed(spend, null);
  if (spent) return spent;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey(token), ConsistentRead: true }));
  const earlier = toSpentToken(Item);
  return earlier?.kind === kind && earlier.spentAt ? { userId: earlier.userId, alreadySpent: true } : null;
}

/**
 * Ends every outstanding reset link of the member: after a reset, a password change or a sign-in with
 * the password, an older mail's link must not set the password again.
 */
export async function endResetTokens(userId: string): Promise<void> {
  const links = await allItemsOf({
    index: 'GSI1',
    partition: userPartition(userId),
    prefix: tokenKindPrefix('reset-password'),
    projection: 'PK, SK',
  });
  await batchDelete(keysOf(links));
}

/** Deletes every emailed-link token of the member (verification, reset), used or not. */
export async function deleteTokensOf(userId: string): Promise<void> {
  const tokens = await allItemsOf({ index: 'GSI1', partition: userPartition(userId), prefix: SK_PREFIX.token, projection: 'PK, SK' });
  await batchDelete(keysOf(tokens));
}
