/**
 * Password-attempt streaks per account and client address (see shared/constants SIGNIN_*).
 *   RATE#signin-streak#<email>#<address> / STREAK    attempts, lockedUntil (epoch ms); ttl a day after the last attempt
 *
 * An attempt is reserved BEFORE its password is judged, so parallel guesses cannot outrun the count:
 * - one of the first `free - 1` attempts only adds one, on the condition that fewer were made;
 * - any later attempt must find the lock expired, and in the same write sets a "hold" lock (the longest
 *   delay), so exactly one parallel attempt passes; it then lowers the hold to its own delay.
 * A crash between the two writes leaves the hold: failing closed for at most SIGNIN_MAX_DELAY_MS.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { clock } from '../../kernel/clock';
import { db, tableName } from '../table/client';
import { signInStreakKey } from '../keys/keys';
import { orIfConditionFailed, wasApplied } from '../table/writes';

export interface StreakPolicy {
  /** Attempts in a row that run without any lock. */
  free: number;
  /** The lock after the `free`-th attempt; it doubles per further attempt. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A streak with no attempt for this long is forgotten. */
  ttlMs: number;
}

export type StreakReservation = { reserved: true; attempt: number } | { reserved: false; retryAfterMs: number };

/** The lock that follows attempt number `attempt` of a streak. */
export function delayAfterAttempt(attempt: number, policy: StreakPolicy): number {
  if (attempt < policy.free) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(attempt - policy.free, 30));
}

export async function reserveStreakAttempt(email: string, address: string, policy: StreakPolicy): Promise<StreakReservation> {
  const key = signInStreakKey(email, address);
  const now = clock.now().getTime();
  const ttl = Math.ceil((now + policy.ttlMs) / 1000);
  const update = (condition: string, setLock: boolean) =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `ADD attempts :one SET #ttl = :ttl${setLock ? ', lockedUntil = :hold' : ''}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':ttl': ttl,
          ...(setLock ? { ':hold': now + policy.maxDelayMs, ':now': now } : { ':freeBefore': policy.free - 1 }),
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );

  const free = await orIfConditionFailed(() => update('attribute_not_exists(attempts) OR attempts < :freeBefore', false), null);
  if (free) return { reserved: true, attempt: Number(free.Attributes?.attempts ?? 1) };

  const gated = await orIfConditionFailed(() => update('attribute_not_exists(lockedUntil) OR lockedUntil <= :now', true), null);
  if (!gated) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    return { reserved: false, retryAfterMs: Math.max(1000, Number(Item?.lockedUntil ?? now) - now) };
  }
  const attempt = Number(gated.Attributes?.attempts);
  await wasApplied(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET lockedUntil = :lock',
        // Only our own hold is lowered: a success may have cleared the streak meanwhile.
        ConditionExpression: 'lockedUntil = :hold AND attempts = :attempt',
        ExpressionAttributeValues: {
          ':lock': now + delayAfterAttempt(attempt, policy),
          ':hold': now + policy.maxDelayMs,
          ':attempt': attempt,
        },
      }),
    ),
  );
  return { reserved: true, attempt };
}

/** A right password ends the streak of its account and address. */
export async function endStreak(email: string, address: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: signInStreakKey(email, address) }));
}
