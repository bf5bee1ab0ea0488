/**
 * Mobile API keys. Keys (built in keys.ts):
 *   APIKEY#<sha256(key)> / APIKEY      the key, found by the authorizer with one GetItem on its hash
 *     GSI1 USER#<ownerId> / APIKEY#<id>  the owner's keys, newest first (ids are ULIDs)
 *   USER#<ownerId> / APIKEYS           `active`: how many of the owner's keys are active (cap 10)
 *
 * A key and the count move together in one transaction whose condition on the count enforces the cap,
 * so parallel generates never pass it; the put's condition makes the hash unique.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { API_KEY_CREATIONS_PER_DAY, MAX_ACTIVE_API_KEYS } from '../../../shared/constants';
import { API_KEY_PLATFORMS, type ApiKeyPlatform } from '../../../shared/enums';
import { clock } from '../../kernel/clock';
import { ApiKeyDailyLimitError, ApiKeyLimitError, ApiKeyNotFoundError } from '../../kernel/errors';
import { allItemsOf, batchDelete, cancellationCodes, db, keysOf, memberItemsNewestFirst, tableName } from '../table/client';
import { SK_PREFIX, apiKeyCountKey, apiKeyHashKey, apiKeyKey, apiKeyOwnerIndex, userPartition } from '../keys/keys';
import { hashToken } from '../../kernel/ids';
import { itemParser, orNull, parseAll } from '../table/parse';
import { rateWindowUpdate } from './rate-windows';
import { EXISTS, IS_NEW, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface ApiKeyRecord {
  id: string;
  userId: string;
  /** SHA-256 of the key (hex): the item's partition, so it can be updated without ever holding the key. */
  keyHash: string;
  keyPreview: string;
  name: string;
  platform: ApiKeyPlatform;
  deviceId: string | null;
  lastUsed: string | null;
  isActive: boolean;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

const apiKeyItem: z.ZodMiniType<ApiKeyRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    keyHash: z.string(),
    keyPreview: z.string(),
    name: z.string(),
    platform: z.enum(API_KEY_PLATFORMS),
    deviceId: orNull(z.string()),
    lastUsed: orNull(z.string()),
    isActive: z._default(z.boolean(), true),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
const toApiKey = itemParser('api key', apiKeyItem, { type: 'api-key' });

const countUpdate = (userId: string, delta: 1 | -1) => ({
  Update: {
    TableName: tableName(),
    Key: apiKeyCountKey(userId),
    UpdateExpression: 'ADD active :delta',
    ...(delta === 1
      ? {
          ConditionExpression: 'attribute_not_exists(active) OR active < :max',
          ExpressionAttributeValues: { ':delta': 1, ':max': MAX_ACTIVE_API_KEYS },
        }
      : { ExpressionAttributeValues: { ':delta': -1 } }),
  },
});

export interface NewApiKey {
  id: string;
  userId: string;
  /** The full key: only its hash is stored. */
  apiKey: string;
  keyPreview: string;
  name: string;
  platform: ApiKeyPlatform;
  expiresAt: string;
}

const DAY_MS = 24 * 60 * 60_000;

async function putWithCount(input: NewApiKey): Promise<ApiKeyRecord | 'limit'> {
  const now = clock.nowIso();
  const keyHash = hashToken(input.apiKey);
  const item = {
    ...apiKeyHashKey(keyHash),
    ...apiKeyOwnerIndex(input.userId, input.id),
    type: 'api-key',
    id: input.id,
    userId: input.userId,
    keyHash,
    keyPreview: input.keyPreview,
    name: input.name,
    platform: input.platform,
    isActive: true,
    expiresAt: input.expiresAt,
    createdAt: now,
    updatedAt: now,
  };
  // Creations are tallied per member and day in the same transaction: deleting keys frees active places,
  // never creations, so key churn cannot reset a limit.
  const today = rateWindowUpdate('api-key-create', input.userId, DAY_MS, API_KEY_CREATIONS_PER_DAY);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: item, ConditionExpression: IS_NEW } },
          countUpdate(input.userId, 1),
          today.update,
        ],
      }),
    );
  } catch (error) {
    // Items in order: [key, active count, today's creations]. A taken hash (384 random bits: never in practice) is rethrown.
    const codes = cancellationCodes(error);
    if (codes[1] === 'ConditionalCheckFailed') return 'limit';
    if (codes[2] === 'ConditionalCheckFailed') throw new ApiKeyDailyLimitError(today.retryAfterSeconds);
    throw error;
  }
  return toApiKey(item)!;
}

/**
 * Stores the key and counts it. At the cap, keys that expired while active are deactivated first (they
 * no longer work but still hold a place in the count), then it tries once more.
 */
export async function createApiKey(input: NewApiKey): Promise<ApiKeyRecord> {
  const first = await putWithCount(input);
  if (first !== 'limit') return first;
  if ((await deactivateExpiredKeys(input.userId)) === 0) throw new ApiKeyLimitError();
  const second = await putWithCount(input);
  if (second === 'limit') throw new ApiKeyLimitError();
  return second;
}

/** The key a request presents, by its hash: one strongly consistent GetItem. Null when unknown. */
export async function getApiKeyBySecret(apiKey: string): Promise<ApiKeyRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: apiKeyKey(apiKey), ConsistentRead: true }));
  return toApiKey(Item);
}

/** One page of the member's keys, newest first. */
export async function listApiKeys(userId: string, options: { before?: string; limit: number }) {
  const { items, more } = await memberItemsNewestFirst(userPartition(userId), SK_PREFIX.apiKey, options);
  return { keys: parseAll(toApiKey, items), more };
}

/** The member's key with this id; another member's key, or none, is ApiKeyNotFoundError. */
export async function getOwnedApiKey(userId: string, keyId: string): Promise<ApiKeyRecord> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':sk': apiKeyOwnerIndex(userId, keyId).GSI1SK },
    }),
  );
  const found = toApiKey(Items[0]);
  if (!found) throw new ApiKeyNotFoundError();
  return found;
}

/** Sets isActive false and gives back its place in the count, once; false when it was already inactive. */
async function deactivate(key: ApiKeyRecord): Promise<boolean> {
  const write = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: apiKeyHashKey(key.keyHash),
              UpdateExpression: 'SET isActive = :false, updatedAt = :now',
              ConditionExpression: `${EXISTS} AND isActive = :true AND userId = :owner`,
              ExpressionAttributeValues: { ':false': false, ':true': true, ':owner': key.userId, ':now': clock.nowIso() },
            },
          },
          countUpdate(key.userId, -1),
        ],
      }),
    );
  return wasApplied(write);
}

/** DELETE /api/mobile/keys/{id}: the owner's key, deactivated (already inactive is fine). */
export async function deactivateApiKey(userId: string, keyId: string): Promise<ApiKeyRecord> {
  const key = await getOwnedApiKey(userId, keyId);
  await deactivate(key);
  return { ...key, isActive: false };
}

/** Deactivates the member's active keys that `which` picks, page by page; how many this call deactivated. */
async function deactivateKeys(userId: string, which: (key: ApiKeyRecord) => boolean): Promise<number> {
  let deactivated = 0;
  let before: string | undefined;
  for (;;) {
    const { keys, more } = await listApiKeys(userId, { before, limit: 100 });
    for (const key of keys) if (key.isActive && which(key) && (await deactivate(key))) deactivated += 1;
    if (!more || !keys.length) return deactivated;
    before = keys[keys.length - 1]!.id;
  }
}

function deactivateExpiredKeys(userId: string): Promise<number> {
  const now = clock.nowIso();
  return deactivateKeys(userId, (key) => key.expiresAt <= now);
}

/**
 * Ends every key of the member (a password reset, or a change that asks for it): each is
 * deactivated as a delete would, so it stops working at once and must be generated again.
 */
export const deactivateApiKeysOf = (userId: string): Promise<number> => deactivateKeys(userId, () => true);

/** Records the key's use, at most once per `intervalMs`: the condition skips the write in between. */
export async function touchApiKey(apiKey: string, intervalMs: number): Promise<void> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - intervalMs).toISOString();
  const write = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: apiKeyKey(apiKey),
        UpdateExpression: 'SET lastUsed = :now',
        ConditionExpression: `${EXISTS} AND (attribute_not_exists(lastUsed) OR lastUsed < :cutoff)`,
        ExpressionAttributeValues: { ':now': now.toISOString(), ':cutoff': cutoff },
      }),
    );
  await wasApplied(write);
}

/** Deletes every key of the member (active or not) and their active-key count; returns the keys' ids. */
export async function deleteApiKeysOf(userId: string): Promise<string[]> {
  const keys = await allItemsOf({
    index: 'GSI1',
    partition: userPartition(userId),
    prefix: SK_PREFIX.apiKey,
    projection: 'PK, SK, id',
  });
  await batchDelete([...keysOf(keys), apiKeyCountKey(userId)]);
  return keys.map((key) => String(key.id));
}
