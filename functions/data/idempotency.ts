/**
 * The first answer to a mobile request sent with an Idempotency-Key. Keys (built in keys.ts):
 *   IDEMPOTENCY#<keyId>#<sha256(header)> / IDEMPOTENCY   pending, then the answer; expires after 24 h
 *
 * The claim is a conditional put, so of many parallel requests with the same header exactly one does the
 * work; the others read the claim (pending, or the stored answer).
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { clock } from '../lib/clock';
import { db, tableName } from './client';
import { idempotencyKey } from './keys';
import { itemParser, orNull } from './parse';
import { orIfConditionFailed } from './writes';

export interface StoredAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, string>;
}

export interface IdempotencyRecord {
  /** The route the key was first used on: the same key on another route is a client bug. */
  routeKey: string;
  answer: StoredAnswer | null;
}

/**
 * Header names to text. A check rather than `z.record`: only this schema would bring zod's record schema
 * (2.5 KB) into the mobile bundle (issue 12); the item is ours, written by storeIdempotentAnswer.
 */
const stringRecord = z.custom<Record<string, string>>(
  (value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string'),
);
const idempotencyItem: z.ZodMiniType<IdempotencyRecord> = z.object({
  routeKey: z.string(),
  answer: orNull(z.object({ statusCode: z.number(), body: z.string(), headers: stringRecord })),
});
const toIdempotency = itemParser('idempotency', idempotencyItem, { type: 'idempotency', expires: true });

/** Claims the header for this key; false when a live claim exists (an expired one is taken over). */
export async function claimIdempotency(keyId: string, requestKey: string, routeKey: string, ttlSeconds: number): Promise<boolean> {
  const now = clock.nowEpochSeconds();
  const put = () =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...idempotencyKey(keyId, requestKey), type: 'idempotency', routeKey, ttl: now + ttlSeconds },
        ConditionExpression: 'attribute_not_exists(PK) OR #ttl <= :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': now },
      }),
    );
  return orIfConditionFailed(async () => (await put(), true), false);
}

export async function getIdempotency(keyId: string, requestKey: string): Promise<IdempotencyRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: idempotencyKey(keyId, requestKey), ConsistentRead: true }),
  );
  return toIdempotency(Item);
}

export async function storeIdempotentAnswer(keyId: string, requestKey: string, answer: StoredAnswer): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: idempotencyKey(keyId, requestKey),
      UpdateExpression: 'SET answer = :answer',
      ExpressionAttributeValues: { ':answer': answer },
    }),
  );
}

/** Gives the header back after the work failed, so a retry does it again. */
export async function releaseIdempotency(keyId: string, requestKey: string): Promise<void> {
  const remove = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: idempotencyKey(keyId, requestKey),
        ConditionExpression: 'attribute_not_exists(answer)',
      }),
    );
  await orIfConditionFailed(remove, undefined);
}
