/**
 * The local DynamoDB runtime (dynalite + our transaction/TTL front), driven through the real AWS SDK
 * and held to DynamoDB's documented behaviour: pass-through calls, all-or-nothing transactions with
 * cancellation reasons, rollback, isolation under concurrency, TTL expiry and on-disk persistence.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  IdempotentParameterMismatchException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../../infra/local/dynamo/ensure-table';
import { type DynamoRuntime, startDynamo } from '../../infra/local/dynamo/start-dynamo';

const TABLE = 'snifty-test';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Item = Record<string, unknown> & { PK: string; SK: string };

// ---- helper factories -------------------------------------------------------------------------

function clientsFor(endpoint: string) {
  const raw = new DynamoDBClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    maxAttempts: 1, // a retried request would hide a wrong answer
  });
  return { raw, doc: DynamoDBDocumentClient.from(raw) };
}

/** A fresh partition per test, so tests sharing the table never see each other's items. */
function scope() {
  const ns = randomUUID();
  return {
    key: (name: string) => ({ PK: `${ns}#${name}`, SK: 'META' }),
    item: (name: string, fields: Record<string, unknown> = {}): Item => ({ PK: `${ns}#${name}`, SK: 'META', ...fields }),
  };
}

const put = (item: Item, condition?: string): TransactItem => ({
  Put: { TableName: TABLE, Item: item, ...(condition ? { ConditionExpression: condition } : {}) },
});

const addToCount = (key: Record<string, string>, by = 1, guard?: { below: number }): TransactItem => ({
  Update: {
    TableName: TABLE,
    Key: key,
    UpdateExpression: 'ADD #count :by',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':by': by, ...(guard ? { ':limit': guard.below } : {}) },
    ...(guard ? { ConditionExpression: '#count < :limit' } : {}),
  },
});

const remove = (key: Record<string, string>): TransactItem => ({ Delete: { TableName: TABLE, Key: key } });

async function cancellationOf(promise: Promise<unknown>): Promise<TransactionCanceledException> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransactionCanceledException);
  return error as TransactionCanceledException;
}

const codesOf = (error: TransactionCanceledException) => error.CancellationReasons?.map((reason) => reason.Code);

// ---- the shared in-memory runtime --------------------------------------------------------------

let runtime: DynamoRuntime;
let clients: ReturnType<typeof clientsFor>;

beforeAll(async () => {
  runtime = await startDynamo();
  clients = clientsFor(runtime.endpoint);
  await ensureTable(clients.raw, TABLE);
});

afterAll(async () => {
  clients?.raw.destroy();
  await runtime?.stop();
});

const send = {
  put: (item: Item) => clients.doc.send(new PutCommand({ TableName: TABLE, Item: item })),
  get: async (key: Record<string, string>) =>
    (await clients.doc.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }))).Item,
  transact: (items: TransactItem[], token?: string) =>
    clients.doc.send(new TransactWriteCommand({ TransactItems: items, ...(token ? { ClientRequestToken: token } : {}) })),
};

// ---- tests ------------------------------------------------------------------------------------

describe('pass-through to dynalite', () => {
  it('puts, gets and queries a GSI', async () => {
    // Prepare
    const s = scope();
    const gsiPartition = `${randomUUID()}#photos`;
    await send.put(s.item('p1', { GSI1PK: gsiPartition, GSI1SK: '2024-02', title: 'second' }));
    await send.put(s.item('p2', { GSI1PK: gsiPartition, GSI1SK: '2024-01', title: 'first' }));

    // Act
    const got = await send.get(s.key('p1'));
    const queried = await clients.doc.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': gsiPartition },
      }),
    );

    // Assess
    expect(got?.title).toBe('second');
    expect(queried.Items?.map((item) => item.title)).toEqual(['first', 'second']);
  });
});

describe('TransactWriteItems', () => {
  it('applies every action when all conditions hold', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('counter', { count: 5 }));
    await send.put(s.item('old'));

    // Act
    await send.transact([
      put(s.item('new', { title: 'fresh' }), 'attribute_not_exists(PK)'),
      addToCount(s.key('counter')),
      remove(s.key('old')),
    ]);

    // Assess
    expect(await send.get(s.key('new'))).toMatchObject({ title: 'fresh' });
    expect((await send.get(s.key('counter')))?.count).toBe(6);
    expect(await send.get(s.key('old'))).toBeUndefined();
  });

  it('cancels with a reason per action and writes nothing when one condition fails', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('counter', { count: 5 }));
    await send.put(s.item('taken', { owner: 'first' }));

    // Act
    const error = await cancellationOf(
      send.transact([
        put(s.item('new')),
        put(s.item('taken', { owner: 'second' }), 'attribute_not_exists(PK)'),
        addToCount(s.key('counter')),
      ]),
    );

    // Assess
    expect(codesOf(error)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(error.CancellationReasons?.[1]?.Message).toBe('The conditional request failed');
    expect(error.message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed, None]',
    );
    expect(await send.get(s.key('new'))).toBeUndefined();
    expect(await send.get(s.key('taken'))).toMatchObject({ owner: 'first' });
    expect((await send.get(s.key('counter')))?.count).toBe(5);
  });

  it('lists every failing action, with the old image when ALL_OLD is asked', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('a', { v: 1 }));
    await send.put(s.item('b', { v: 2 }));
    const failIfExists = (name: string, returnOld: boolean): TransactItem => ({
      Put: {
        TableName: TABLE,
        Item: s.item(name, { v: 99 }),
        ConditionExpression: 'attribute_not_exists(PK)',
        ...(returnOld ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
      },
    });

    // Act
    const error = await cancellationOf(send.transact([failIfExists('a', true), put(s.item('c')), failIfExists('b', false)]));

    // Assess
    expect(codesOf(error)).toEqual(['ConditionalCheckFailed', 'None', 'ConditionalCheckFailed']);
    expect(error.CancellationReasons?.[0]?.Item).toMatchObject({ v: { N: '1' } });
    expect(error.CancellationReasons?.[2]?.Item).toBeUndefined();
    expect(await send.get(s.key('c'))).toBeUndefined();
  });

  it('cancels on a failing ConditionCheck and applies on a passing one', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('member', { role: 'viewer' }));
    const requireRole = (role: string): TransactItem => ({
      ConditionCheck: {
        TableName: TABLE,
        Key: s.key('member'),
        ConditionExpression: '#role = :role',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':role': role },
      },
    });

    // Act
    const error = await cancellationOf(send.transact([requireRole('admin'), put(s.item('denied'))]));
    await send.transact([requireRole('viewer'), put(s.item('allowed'))]);

    // Assess
    expect(codesOf(error)).toEqual(['ConditionalCheckFailed', 'None']);
    expect(await send.get(s.key('denied'))).toBeUndefined();
    expect(await send.get(s.key('allowed'))).toBeDefined();
    expect(await send.get(s.key('member'))).toEqual(s.item('member', { role: 'viewer' }));
  });

  it('rolls back applied actions when a later one fails against the stored item', async () => {
    // Prepare: an ADD on a string attribute is valid on paper and fails only when applied
    const s = scope();
    await send.put(s.item('counter', { count: 5 }));
    await send.put(s.item('overwritten', { title: 'before' }));
    await send.put(s.item('label', { count: 'not a number' }));

    // Act
    const error = await cancellationOf(
      send.transact([
        put(s.item('created')),
        put(s.item('overwritten', { title: 'after' })),
        addToCount(s.key('counter')),
        addToCount(s.key('label')),
      ]),
    );

    // Assess
    expect(codesOf(error)).toEqual(['None', 'None', 'None', 'ValidationError']);
    expect(await send.get(s.key('created'))).toBeUndefined();
    expect(await send.get(s.key('overwritten'))).toEqual(s.item('overwritten', { title: 'before' }));
    expect((await send.get(s.key('counter')))?.count).toBe(5);
    expect((await send.get(s.key('label')))?.count).toBe('not a number');
  });

  it('rejects two actions on one item with ValidationException and writes nothing', async () => {
    // Prepare
    const s = scope();

    // Act
    const error = await send.transact([put(s.item('same')), put(s.item('other')), addToCount(s.key('same'))]).catch((e: unknown) => e);

    // Assess
    expect(error).toMatchObject({
      name: 'ValidationException',
      message: 'Transaction request cannot include multiple operations on one item',
    });
    expect(await send.get(s.key('same'))).toBeUndefined();
    expect(await send.get(s.key('other'))).toBeUndefined();
  });

  it('rejects an empty transaction, more than 100 actions, and an item with no action', async () => {
    // Prepare
    const s = scope();
    const tooMany = Array.from({ length: 101 }, (_, i) => put(s.item(`n${i}`)));

    // Act
    const errors = await Promise.all([
      send.transact([]).catch((e: unknown) => e),
      send.transact(tooMany).catch((e: unknown) => e),
      send.transact([{} as TransactItem]).catch((e: unknown) => e),
    ]);

    // Assess
    for (const error of errors) expect(error).toMatchObject({ name: 'ValidationException' });
    expect(await send.get(s.key('n0'))).toBeUndefined();
  });

  it('applies a request once per ClientRequestToken', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('counter', { count: 0 }));
    const token = randomUUID();

    // Act
    await send.transact([addToCount(s.key('counter'))], token);
    await send.transact([addToCount(s.key('counter'))], token);
    const mismatch = await send.transact([addToCount(s.key('counter'), 5)], token).catch((e: unknown) => e);

    // Assess
    expect((await send.get(s.key('counter')))?.count).toBe(1);
    expect(mismatch).toBeInstanceOf(IdempotentParameterMismatchException);
  });
});

describe('TransactGetItems', () => {
  it('answers each Get in request order, empty for a missing item', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('a', { title: 'A', secret: 'x' }));
    await send.put(s.item('b', { title: 'B' }));

    // Act
    const { Responses } = await clients.doc.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName: TABLE, Key: s.key('b') } },
          { Get: { TableName: TABLE, Key: s.key('missing') } },
          { Get: { TableName: TABLE, Key: s.key('a'), ProjectionExpression: 'title' } },
        ],
      }),
    );

    // Assess
    expect(Responses).toEqual([{ Item: s.item('b', { title: 'B' }) }, {}, { Item: { title: 'A' } }]);
  });
});

describe('isolation under concurrency', () => {
  it('lets exactly as many guarded increments through as the guard allows', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('counter', { count: 0 }));

    // Act: 20 at once, each "count < 10 then +1, and record a like"
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => send.transact([addToCount(s.key('counter'), 1, { below: 10 }), put(s.item(`like${i}`))])),
    );

    // Assess
    const likes = await Promise.all(Array.from({ length: 20 }, (_, i) => send.get(s.key(`like${i}`))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    expect((await send.get(s.key('counter')))?.count).toBe(10);
    expect(likes.filter(Boolean)).toHaveLength(10);
  });

  it('lets one of 20 racing claims win without losing or doubling the counter', async () => {
    // Prepare
    const s = scope();
    await send.put(s.item('counter', { count: 0 }));

    // Act: the counter is updated before the claim's condition is met, so a non-isolated run would roll back stale images
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        send.transact([addToCount(s.key('counter')), put(s.item('claim', { by: i }), 'attribute_not_exists(PK)')]),
      ),
    );

    // Assess
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((await send.get(s.key('counter')))?.count).toBe(1);
  });

  it('never loses a plain write to a concurrent transaction rolling back the same item', async () => {
    // Prepare: each transaction bumps the counter, then fails on the label and restores the counter's old image
    const s = scope();
    await send.put(s.item('counter', { count: 0 }));
    await send.put(s.item('label', { count: 'not a number' }));
    const plainIncrement = () =>
      clients.doc.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: s.key('counter'),
          UpdateExpression: 'ADD #count :one',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    const failingTransaction = () => send.transact([addToCount(s.key('counter')), addToCount(s.key('label'))]);

    // Act
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => (i % 2 ? plainIncrement() : failingTransaction())));

    // Assess: only the 20 plain increments count; a restore that overwrote one of them would leave fewer
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(20);
    expect((await send.get(s.key('counter')))?.count).toBe(20);
  });
});

describe('TTL', () => {
  it('sweeps expired items and keeps live ones and ones without ttl', async () => {
    // Prepare
    const ttlRuntime = await startDynamo({ ttlSweepMs: 50 });
    const ttlClients = clientsFor(ttlRuntime.endpoint);
    try {
      await ensureTable(ttlClients.raw, TABLE);
      const now = Math.floor(Date.now() / 1000);
      const s = scope();
      const putItem = (item: Item) => ttlClients.doc.send(new PutCommand({ TableName: TABLE, Item: item }));
      const getItem = async (name: string) => (await ttlClients.doc.send(new GetCommand({ TableName: TABLE, Key: s.key(name) }))).Item;
      await putItem(s.item('expired', { ttl: now - 60 }));
      await putItem(s.item('live', { ttl: now + 3600 }));
      await putItem(s.item('forever'));

      // Act
      await expect.poll(() => getItem('expired'), { timeout: 5_000, interval: 50 }).toBeUndefined();
      const ttlStatus = await ttlClients.raw.send(new DescribeTimeToLiveCommand({ TableName: TABLE }));

      // Assess
      expect(await getItem('live')).toBeDefined();
      expect(await getItem('forever')).toBeDefined();
      expect(ttlStatus.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'ttl' });
    } finally {
      ttlClients.raw.destroy();
      await ttlRuntime.stop();
    }
  });
});

describe('persistence', () => {
  it('keeps the table and its items across stop and start on the same path', async () => {
    // Prepare
    const path = await mkdtemp(join(tmpdir(), 'snifty-dynamo-'));
    const s = scope();
    try {
      const first = await startDynamo({ path });
      const firstClients = clientsFor(first.endpoint);
      await ensureTable(firstClients.raw, TABLE);
      await firstClients.doc.send(new PutCommand({ TableName: TABLE, Item: s.item('kept', { title: 'on disk' }) }));
      firstClients.raw.destroy();
      await first.stop();

      // Act
      const second = await startDynamo({ path });
      const secondClients = clientsFor(second.endpoint);
      let kept: Record<string, unknown> | undefined;
      try {
        await ensureTable(secondClients.raw, TABLE);
        kept = (await secondClients.doc.send(new GetCommand({ TableName: TABLE, Key: s.key('kept') }))).Item;
      } finally {
        secondClients.raw.destroy();
        await second.stop();
      }

      // Assess
      expect(kept).toEqual(s.item('kept', { title: 'on disk' }));
    } finally {
      await rm(path, { recursive: true, force: true });
    }
  });
});
