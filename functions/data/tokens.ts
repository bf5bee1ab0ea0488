/**
 * Single-use tokens from emailed links (email verification, password reset), stored only as hashes.
 *   TOKEN#<sha256(token)> / TOKEN     kind, userId, expiresAt; GSI1 USER#<userId> / TOKEN#<kind>#<created>
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../lib/clock';
import { hashToken } from '../lib/ids';
import { db, isConditionFailure, tableName } from './client';

export type TokenKind = 'verify-email' | 'reset-password';

const tokenKey = (token: string) => ({ PK: `TOKEN#${hashToken(token)}`, SK: 'TOKEN' });

export async function putToken(token: string, kind: TokenKind, userId: string, ttlMs: number): Promise<void> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...tokenKey(token),
        GSI1PK: `USER#${userId}`,
        GSI1SK: `TOKEN#${kind}#${now.toISOString()}`,
        type: 'token',
        kind,
        userId,
        expiresAt: expiresAt.toISOString(),
        ttl: Math.floor(expiresAt.getTime() / 1000),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Deletes the token and returns its member if it was of this kind and unexpired. The conditional delete
 * makes it single-use even when two requests race with the same link.
 */
export async function consumeToken(token: string, kind: TokenKind): Promise<{ userId: string } | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: tokenKey(token),
        ConditionExpression: 'attribute_exists(PK) AND kind = :kind AND expiresAt > :now',
        ExpressionAttributeValues: { ':kind': kind, ':now': clock.nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? { userId: Attributes.userId as string } : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
