/** Idempotent mobile requests (Powertools Idempotency on our table): one claim does the work, the rest replay its answer. */
import '../support/env';
import {
  ConditionalCheckFailedException,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES } from '../../../shared/messages/api-key';
import { IDEMPOTENCY_SCOPE, idempotencyPartition } from '../../../functions/data/keys/keys';
import { BadRequestError, ConflictError } from '../../../functions/kernel/errors';
import { created } from '../../../functions/lib/http/respond';
import { REPLAYED_HEADER, withIdempotency } from '../../../functions/mobile/idempotency';
import { apiEvent, lambdaContext } from '../support/api-event';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
type Item = Record<string, AttributeValue>;

const request = (requestKey?: string, routeKey = 'POST /api/mobile/upload') =>
  apiEvent({ routeKey, headers: requestKey === undefined ? {} : { 'Idempotency-Key': requestKey } });
const run = (event: ReturnType<typeof request>, work: () => Promise<ReturnType<typeof created>>, keyId = 'key-1') =>
  withIdempotency(event, keyId, lambdaContext(), work);
/** A conditional put that lost, with the item as ReturnValuesOnConditionCheckFailure ALL_OLD gives it. */
const taken = (item?: Item) =>
  new ConditionalCheckFailedException({ message: 'taken', $metadata: {}, ...(item ? { Item: item } : {}) });
const putItems = () => ddb.commandCalls(PutItemCommand).map((call) => unmarshall(call.args[0].input.Item!));

/** The record the first request leaves, finished: what a retry finds. */
async function finishedRecord(routeKey = 'POST /api/mobile/upload'): Promise<Item> {
  await run(request('abc-123', routeKey), async () => created({ id: 'p1' }));
  const claim = ddb.commandCalls(PutItemCommand)[0]!.args[0].input.Item!;
  const answer = ddb.commandCalls(UpdateItemCommand)[0]!.args[0].input.ExpressionAttributeValues!;
  resetTable(ddb);
  return { ...claim, status: answer[':status']!, data: answer[':response_data']! };
}

beforeEach(() => {
  resetTable(ddb);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('withIdempotency', () => {
  it('just does the work without the header', async () => {
    // Prepare
    const work = vi.fn(async () => created({ id: 'p1' }));

    // Act
    const result = await run(request(), work);

    // Assess
    expect(result.statusCode).toBe(201);
    expect(work).toHaveBeenCalledOnce();
    expect(ddb.calls()).toHaveLength(0);
  });

  it("claims the header in the API key's own idempotency partition with a conditional put, then stores the answer for 24 h", async () => {
    // Prepare
    const work = vi.fn(async () => created({ id: 'p1' }));
    const now = Math.floor(Date.now() / 1000);

    // Act
    const result = await run(request('abc-123'), work);

    // Assess
    expect(result.body).toBe(JSON.stringify({ id: 'p1' }));
    const [claim] = putItems();
    expect(claim).toMatchObject({ PK: idempotencyPartition('key-1'), status: 'INPROGRESS' });
    expect(claim!.SK).toMatch(new RegExp(`^${IDEMPOTENCY_SCOPE}#`));
    expect(claim!.SK).not.toContain('abc-123');
    expect(claim!.ttl - now).toBeGreaterThanOrEqual(24 * 3600 - 1);
    // The Lambda's remaining time (30 s in the test context) bounds the claim of a request that never finishes.
    expect(claim!.in_progress_expiration - Date.now()).toBeLessThanOrEqual(30_000);
    expect(ddb.commandCalls(PutItemCommand)[0]!.args[0].input.ConditionExpression).toContain('attribute_not_exists(#id)');
    const update = ddb.commandCalls(UpdateItemCommand)[0]!.args[0].input;
    expect(update.Key).toEqual(marshall({ PK: claim!.PK, SK: claim!.SK }));
    expect(unmarshall(update.ExpressionAttributeValues!)).toMatchObject({
      ':status': 'COMPLETED',
      ':response_data': { statusCode: 201, body: JSON.stringify({ id: 'p1' }) },
    });
    expect(work).toHaveBeenCalledOnce();
  });

  it('replays the first answer to a retry instead of doing the work again', async () => {
    // Prepare
    const record = await finishedRecord();
    ddb.on(PutItemCommand).rejects(taken(record));
    const work = vi.fn(async () => created({ id: 'p2' }));

    // Act
    const result = await run(request('abc-123'), work);

    // Assess
    expect(work).not.toHaveBeenCalled();
    expect(result).toMatchObject({ statusCode: 201, body: JSON.stringify({ id: 'p1' }), headers: { [REPLAYED_HEADER]: 'true' } });
  });

  it('reads the first answer when the refused put does not return it (dynalite in local mode)', async () => {
    // Prepare
    const record = await finishedRecord();
    ddb.on(PutItemCommand).rejects(taken());
    ddb.on(GetItemCommand, { Key: { PK: record.PK!, SK: record.SK! } }).resolves({ Item: record });

    // Act
    const result = await run(request('abc-123'), async () => created({ id: 'p2' }));

    // Assess
    expect(result).toMatchObject({ body: JSON.stringify({ id: 'p1' }), headers: { [REPLAYED_HEADER]: 'true' } });
  });

  it('waits for a retry whose first request is still in flight, then replays its answer', async () => {
    // Prepare
    const record = await finishedRecord();
    const inFlight = { ...record, status: { S: 'INPROGRESS' } };
    ddb.on(PutItemCommand).rejectsOnce(taken(inFlight)).rejectsOnce(taken(inFlight)).rejects(taken(record));
    const work = vi.fn(async () => created({ id: 'p2' }));

    // Act
    const result = await run(request('abc-123'), work);

    // Assess
    expect(work).not.toHaveBeenCalled();
    expect(ddb.commandCalls(PutItemCommand)).toHaveLength(3);
    expect(result).toMatchObject({ body: JSON.stringify({ id: 'p1' }) });
  });

  it("answers 409 with the API's message when the first request stays in flight past the wait", async () => {
    // Prepare
    const record = await finishedRecord();
    ddb.on(PutItemCommand).rejects(taken({ ...record, status: { S: 'INPROGRESS' } }));
    vi.useFakeTimers();

    // Act
    const answer = run(request('abc-123'), async () => created({ id: 'p2' })).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_000);

    // Assess
    const error = await answer;
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toBe(API_KEY_MESSAGES.idempotencyInProgress);
  });

  it('refuses the same header on another route', async () => {
    // Prepare
    const record = await finishedRecord('POST /api/mobile/uploads');
    ddb.on(PutItemCommand).rejects(taken(record));

    // Act
    const error = await run(request('abc-123'), async () => created({})).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toBe(API_KEY_MESSAGES.idempotencyKeyReused);
  });

  it('gives the claim back when the work fails, so a retry does it again', async () => {
    // Prepare
    const failure = new Error('storage down');

    // Act + Assess
    await expect(run(request('abc-123'), async () => Promise.reject(failure))).rejects.toBe(failure);
    const [claim] = putItems();
    expect(ddb.commandCalls(DeleteItemCommand)[0]!.args[0].input.Key).toEqual(marshall({ PK: claim!.PK, SK: claim!.SK }));
    expect(ddb.commandCalls(UpdateItemCommand)).toHaveLength(0);
  });

  it.each(['', ' ', 'a b', 'é', 'x'.repeat(256)])('refuses the header %j', async (requestKey) => {
    await expect(run(request(requestKey), async () => created({}))).rejects.toBeInstanceOf(BadRequestError);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('keys different API keys apart: the same header from two phones is two claims', async () => {
    // Act
    await run(request('abc'), async () => created({}), 'key-1');
    await run(request('abc'), async () => created({}), 'key-2');

    // Assess
    const [first, second] = putItems();
    expect(first!.SK).not.toBe(second!.SK);
  });
});
