/** The table and the document client, for the data-access modules only. */
import { BatchGetCommand, BatchWriteCommand, paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients/dynamo';
import { refuseWritesOfLeavingMembers } from './leaving-member-guard';
import { config } from '../../kernel/config';
import { clock } from '../../kernel/clock';
import { TTL_ATTRIBUTE } from './table-definition';

/** The document client; a transaction written while a member acts is refused once the member is leaving. */
export const db = () => refuseWritesOfLeavingMembers(dynamoClient());
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
    cancellationCodes(error).includes('ConditionalCheckFailed')
  );
}

/** Why each item of a cancelled transaction failed, in the order of its items ('None' for those that did not). */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if (typeof error !== 'object' || error === null) return [];
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}

type BatchGetOptions = { consistent?: boolean; projection?: string };

/**
 * BatchGetItem over any number of keys (chunks of 100, unprocessed keys retried), strongly consistent
 * unless the caller says a second's staleness is invisible (feed pages: half the read units). A
 * `projection` (attribute names, no reserved words) returns less, not fewer read units; an item it
 * leaves without its ttl reads as live.
 */
export async function batchGet(keys: Record<string, string>[], options: BatchGetOptions = {}): Promise<Record<string, unknown>[]> {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100));
  // The chunks go out together: a page's read stays one round trip however many keys it needs.
  const found = await Promise.all(chunks.map((chunk) => batchGetChunk(chunk, options)));
  return found.flat().filter((item) => isLive(item));
}

async function batchGetChunk(keys: Record<string, unknown>[], options: BatchGetOptions): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const read = {
    ConsistentRead: options.consistent ?? true,
    ...(options.projection ? { ProjectionExpression: options.projection } : {}),
  };
  let pending: Record<string, unknown>[] | undefined = keys;
  for (let attempt = 0; pending?.length; attempt += 1) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, Math.min(1000, 25 * 2 ** attempt)));
    const result = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...read } } }));
    found.push(...((result.Responses?.[tableName()] as Record<string, unknown>[] | undefined) ?? []));
    pending = result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
  }
  return found;
}

/** Every item of a Query, page after page (for small, bounded partitions only). */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db() }, input)) items.push(...(page.Items ?? []));
  return items;
}

type WriteRequest = { DeleteRequest: { Key: Record<string, unknown> } } | { PutRequest: { Item: Record<string, unknown> } };

/** BatchWriteItem, 25 requests at a time, retrying unprocessed ones with backoff. */
async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let pending = requests.slice(start, start + 25);
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt > 0) await new Promise((done) => setTimeout(done, Math.min(1000, 25 * 2 ** attempt)));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
    }
  }
}

/** Deletes these keys, once each: one BatchWriteItem refuses the same key twice. */
export const batchDelete = (all: Record<string, unknown>[]): Promise<void> =>
  batchWrite(
    [...new Map(all.map((key) => [JSON.stringify([key.PK, key.SK]), key])).values()].map((Key) => ({ DeleteRequest: { Key } })),
  );

/** Puts these items with BatchWriteItem (unconditional: for items that are only ever rewritten whole). */
export const batchPut = (items: Record<string, unknown>[]): Promise<void> =>
  batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

/**
 * One page of a partition whose sort keys are `<prefix><ULID>`, newest first, older than `before`
 * (exclusive). One extra item is read to know whether more exist; BETWEEN is inclusive, so the
 * cursor's own item is read and dropped too.
 */
export async function pageNewestFirst(options: {
  index?: string;
  partition: { name: string; value: string };
  sortKey: string;
  prefix: string;
  before?: string;
  limit: number;
  idOf: (item: Record<string, unknown>) => string;
  /** Only these attributes come back (the ttl too, for isLive): an id list needs no whole items. */
  attributes?: readonly string[];
  /** A table Query is strongly consistent unless a list says a second's staleness is invisible (an index never is). */
  consistent?: boolean;
}): Promise<{ items: Record<string, unknown>[]; more: boolean }> {
  const range = options.before
    ? {
        condition: `${options.sortKey} BETWEEN :lo AND :hi`,
        values: { ':lo': options.prefix, ':hi': `${options.prefix}${options.before}` },
      }
    : { condition: `begins_with(${options.sortKey}, :lo)`, values: { ':lo': options.prefix } };
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(options.index ? { IndexName: options.index } : { ConsistentRead: options.consistent ?? true }),
      KeyConditionExpression: `${options.partition.name} = :pk AND ${range.condition}`,
      ExpressionAttributeValues: { ':pk': options.partition.value, ...range.values },
      ScanIndexForward: false,
      Limit: options.limit + (options.before ? 2 : 1),
      ...(options.attributes ? projection([...options.attributes, TTL_ATTRIBUTE]) : {}),
    }),
  );
  const items = Items.filter((item) => isLive(item) && options.idOf(item) !== options.before);
  return { items: items.slice(0, options.limit), more: items.length > options.limit };
}

/** A ProjectionExpression with every name aliased (any attribute may be a reserved word, e.g. ttl). */
function projection(attributes: readonly string[]) {
  const names = [...new Set(attributes)];
  return {
    ProjectionExpression: names.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#p${i}`, name])),
  };
}

/** A COUNT Query over every page: how many items match, reading keys only. */
export async function countAll(input: Omit<QueryCommandInput, 'Select'>): Promise<number> {
  let count = 0;
  for await (const page of paginateQuery({ client: db() }, { ...input, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}

/**
 * One page of one kind of a member's items on GSI1 (`GSI1PK` the member's partition, `GSI1SK`
 * `<prefix><ULID>`, each item with its `id`), newest first, older than `before`: their keys, capsules, shares.
 */
export const memberItemsNewestFirst = (memberPartition: string, prefix: string, options: { before?: string; limit: number }) =>
  pageNewestFirst({
    index: 'GSI1',
    partition: { name: 'GSI1PK', value: memberPartition },
    sortKey: 'GSI1SK',
    prefix,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.id),
  });

/**
 * Every item of a partition (optionally one kind of item, by sort-key prefix), on the table or on GSI1:
 * what a clean-up over everything of one member reads (account deletion), never a Scan.
 */
export function allItemsOf(where: { index?: 'GSI1'; partition: string; prefix?: string; projection?: string }) {
  const [pk, sk] = where.index ? ['GSI1PK', 'GSI1SK'] : ['PK', 'SK'];
  return queryAll({
    TableName: tableName(),
    ...(where.index ? { IndexName: where.index } : { ConsistentRead: true }),
    KeyConditionExpression: where.prefix ? `${pk} = :pk AND begins_with(${sk}, :prefix)` : `${pk} = :pk`,
    ExpressionAttributeValues: { ':pk': where.partition, ...(where.prefix ? { ':prefix': where.prefix } : {}) },
    ...(where.projection ? { ProjectionExpression: where.projection } : {}),
  });
}

/** The keys of these items, for batchDelete. */
export const keysOf = (items: readonly Record<string, unknown>[]) => items.map(({ PK, SK }) => ({ PK, SK }));
