/**
 * Download my data: a member's latest copy, and the queue the export job works from. Keys (keys.ts):
 *   USER#<userId> / DATA_EXPORT            the latest copy: state, progress, the archive's key; expires a day after it is ready
 *     GSI3 EXPORTS#QUEUED / <requestedAt>#<userId>   present while queued or being packed: the job's work list
 * One copy at a time per member; a new request replaces a finished (or failed) one. The day's count is a
 * rate window taken in the same transaction, so a refused request counts nothing and deleting a copy
 * gives nothing back. Taking the member's links back deletes the item (discardDataExport): a copy being
 * packed meanwhile then finds itself gone when it would be marked ready, and is thrown away.
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DataExportState } from '../../../shared/schemas/data-export';
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { cancellationCodes, db, isLive, tableName } from '../table/client';
import { dataExportKey, dataExportQueueIndex, QUEUED_EXPORTS_PARTITION, userKey } from '../keys/keys';
import { LEAVING_ATTRIBUTE } from '../table/leaving-member-guard';
import { itemParser, orNull } from '../table/parse';
import { rateWindowUpdate } from './rate-windows';
import { TTL_ATTRIBUTE } from '../table/table-definition';
import { wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface DataExportRecord {
  id: string;
  userId: string;
  status: DataExportState;
  done: number;
  total: number;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  objectKey: string | null;
  sizeBytes: number | null;
}

const exportItem: z.ZodMiniType<DataExportRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    status: z.enum(['queued', 'building', 'ready', 'failed']),
    done: z._default(z.number(), 0),
    total: z._default(z.number(), 0),
    requestedAt: z.string(),
    readyAt: orNull(z.string()),
    expiresAt: orNull(z.string()),
    objectKey: orNull(z.string()),
    sizeBytes: orNull(z.number()),
  }),
);
const toExport = itemParser('data export', exportItem, { type: 'data-export', expires: true });

export async function getDataExport(userId: string): Promise<DataExportRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: dataExportKey(userId), ConsistentRead: true }));
  return Item && isLive(Item) ? (toExport(Item) ?? null) : null;
}

export type RequestOutcome = { queued: DataExportRecord } | 'running' | { limited: number };

/**
 * Queues a new copy, unless one is queued or being packed, or the member has used the day's copies.
 * Both checks are conditions of one transaction, so forty requests at once queue exactly one.
 */
export async function requestDataExport(userId: string, id: string, perDay: number): Promise<RequestOutcome> {
  const requestedAt = clock.nowIso();
  const record: DataExportRecord = {
    id,
    userId,
    status: 'queued',
    done: 0,
    total: 0,
    requestedAt,
    readyAt: null,
    expiresAt: null,
    objectKey: null,
    sizeBytes: null,
  };
  const day = rateWindowUpdate('data-export', userId, 24 * 60 * 60_000, perDay);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...dataExportKey(userId), ...dataExportQueueIndex(userId, requestedAt), type: 'data-export', ...record },
              // A copy in progress stays; a finished, failed or expired one is replaced.
              ConditionExpression: 'attribute_not_exists(PK) OR NOT (#status IN (:queued, :building)) OR #ttl < :now',
              ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL_ATTRIBUTE },
              ExpressionAttributeValues: { ':queued': 'queued', ':building': 'building', ':now': clock.nowEpochSeconds() },
            },
          },
          day.update,
        ],
      }),
    );
    return { queued: record };
  } catch (error) {
    const [running, limited] = cancellationCodes(error);
    if (running === 'ConditionalCheckFailed') return 'running';
    if (limited === 'ConditionalCheckFailed') return { limited: day.retryAfterSeconds };
    throw error;
  }
}

/** The oldest queued copies (and ones whose packing stopped: their lease ran out), for the job. */
export async function queuedDataExports(limit: number): Promise<{ userId: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': QUEUED_EXPORTS_PARTITION },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ userId: String(item.userId) }));
}

/**
 * Takes the member's queued copy for `leaseMs`: false when another run holds it or it is gone. A run that
 * dies leaves its lease to lapse, and a later run packs the copy again from the start.
 */
export async function claimDataExport(userId: string, id: string, leaseMs: number): Promise<boolean> {
  const now = clock.now().getTime();
  const claim = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dataExportKey(userId),
        UpdateExpression: 'SET #status = :building, leaseUntil = :until, done = :zero',
        ConditionExpression: 'id = :id AND attribute_exists(GSI3PK) AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':building': 'building', ':until': now + leaseMs, ':now': now, ':id': id, ':zero': 0 },
      }),
    );
  return wasApplied(claim);
}

/**
 * Changes the member's copy only while it is still copy `id` (the member may have left, and the item gone
 * with them); false when it is not.
 */
function updateCopy(
  userId: string,
  id: string,
  change: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
): Promise<boolean> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dataExportKey(userId),
        UpdateExpression: change.expression,
        ConditionExpression: 'id = :id',
        ...(change.names ? { ExpressionAttributeNames: change.names } : {}),
        ExpressionAttributeValues: { ...change.values, ':id': id },
      }),
    );
  return wasApplied(update);
}

/** Progress for the member's page; ignored when the copy is no longer this one. */
export async function recordExportProgress(userId: string, id: string, done: number, total: number): Promise<void> {
  await updateCopy(userId, id, {
    expression: 'SET done = :done, #total = :total',
    names: { '#total': 'total' },
    values: { ':done': done, ':total': total },
  });
}

/**
 * Packed: off the queue, the archive's key and size, gone (item and link) after `keepHours`. Only while
 * it is still copy `id` and the member is still here and not leaving, checked in the same transaction:
 * false otherwise, and then nobody may ever be given a link to this archive.
 */
export async function markDataExportReady(
  userId: string,
  id: string,
  archive: { objectKey: string; sizeBytes: number },
  keepHours: number,
): Promise<boolean> {
  const now = clock.now();
  const expires = new Date(now.getTime() + keepHours * 3_600_000);
  const ready = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: dataExportKey(userId),
              UpdateExpression:
                'SET #status = :ready, readyAt = :now, expiresAt = :expires, objectKey = :key, sizeBytes = :size, #ttl = :ttl REMOVE GSI3PK, GSI3SK, leaseUntil',
              ConditionExpression: 'id = :id',
              ExpressionAttributeNames: { '#status': 'status', '#ttl': TTL_ATTRIBUTE },
              ExpressionAttributeValues: {
                ':id': id,
                ':ready': 'ready',
                ':now': now.toISOString(),
                ':expires': expires.toISOString(),
                ':key': archive.objectKey,
                ':size': archive.sizeBytes,
                ':ttl': Math.ceil(expires.getTime() / 1000),
              },
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: userKey(userId),
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#leaving)',
              ExpressionAttributeNames: { '#leaving': LEAVING_ATTRIBUTE },
            },
          },
        ],
      }),
    );
  return wasApplied(ready);
}

/**
 * Deletes the member's copy item, or only copy `id` when given; the archive key it named, if any, so the
 * caller can delete the archive too. Whatever is being packed for it will find it gone.
 */
export async function discardDataExport(userId: string, id?: string): Promise<{ objectKey: string | null } | null> {
  let old: Record<string, unknown> | undefined;
  const discard = async () => {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: dataExportKey(userId),
        ConditionExpression: id === undefined ? 'attribute_exists(PK)' : 'id = :id',
        ...(id === undefined ? {} : { ExpressionAttributeValues: { ':id': id } }),
        ReturnValues: 'ALL_OLD',
      }),
    );
    old = Attributes;
  };
  if (!(await wasApplied(discard))) return null;
  return { objectKey: typeof old?.objectKey === 'string' ? old.objectKey : null };
}

/** Packing failed for good: off the queue, so the member may ask again. */
export async function markDataExportFailed(userId: string, id: string): Promise<void> {
  await updateCopy(userId, id, {
    expression: 'SET #status = :failed REMOVE GSI3PK, GSI3SK, leaseUntil',
    names: { '#status': 'status' },
    values: { ':failed': 'failed' },
  });
}
