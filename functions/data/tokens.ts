/**
 * Single-use tokens from emailed links (email verification, password reset), stored only as hashes.
 *   TOKEN#<sha256(token)> / TOKEN     kind, userId, expiresAt; GSI1 USER#<userId> / TOKEN#<kind>#<created>
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { clock } from '../lib/clock';
import { allItemsOf, batchDelete, db, keysOf, tableName } from './client';
import { SK_PREFIX, tokenKey, tokenUserIndex, userPartition } from './keys';
import { itemParser } from './parse';
import { IS_NEW, orIfConditionFailed } from './writes';

export type TokenKind = 'verify-email' | 'reset-password';

const toTokenOwner = itemParser('token', z.object({ userId: z.string() }));

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

/** Deletes every emailed-link token of the member (verification, reset), used or not. */
export async function deleteTokensOf(userId: string): Promise<void> {
  const tokens = await allItemsOf({ index: 'GSI1', partition: userPartition(userId), prefix: SK_PREFIX.token, projection: 'PK, SK' });
  await batchDelete(keysOf(tokens));
}
