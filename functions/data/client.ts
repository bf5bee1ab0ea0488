/** The table and the document client, for the data-access modules only. */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { awsClients } from '../lib/aws-clients';
import { config } from '../lib/config';
import { clock } from '../lib/clock';
import { TTL_ATTRIBUTE } from './table-definition';

export const db = () => awsClients().dynamo;
export const tableName = () => config().TABLE_NAME;

/** DynamoDB's TTL deletes lazily (up to days later): every read ignores items past their ttl. */
export function isLive(item: Record<string, unknown> | undefined): boolean {
  if (!item) return false;
  const ttl = item[TTL_ATTRIBUTE];
  return typeof ttl !== 'number' || ttl > clock.nowEpochSeconds();
}

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

export function isTransactionConditionFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'TransactionCanceledException' &&
    ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).some(
      (r) => r.Code === 'ConditionalCheckFailed',
    )
  );
}

/** Strips the key and index attributes before an item leaves the data layer. */
type KeyAttribute = 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'GSI2PK' | 'GSI2SK' | 'GSI3PK' | 'GSI3SK';
export function withoutKeys<T extends Record<string, unknown>>(item: T): Omit<T, KeyAttribute> {
  const { PK: _pk, SK: _sk, GSI1PK: _a, GSI1SK: _b, GSI2PK: _c, GSI2SK: _d, GSI3PK: _e, GSI3SK: _f, ...rest } = item;
  return rest;
}

/**
 * Strongly consistent BatchGetItem over any number of keys (chunks of 100, unprocessed keys retried),
 * so list pages read the current items rather than an index's possibly stale copy.
 */
export async function batchGet(keys: Record<string, string>[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + 100);
    for (let attempt = 0; pending?.length; attempt += 1) {
      if (attempt > 0) await new Promise((done) => setTimeout(done, Math.min(1000, 25 * 2 ** attempt)));
      const result = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      found.push(...((result.Responses?.[tableName()] as Record<string, unknown>[] | undefined) ?? []));
      pending = result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found.filter((item) => isLive(item));
}
