/** Idempotent mobile requests: one claim does the work, the rest replay its answer. */
import '../support/env';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyKey } from '../../../functions/data/keys';
import { BadRequestError } from '../../../functions/lib/errors';
import { created } from '../../../functions/lib/http/respond';
import { REPLAYED_HEADER, withIdempotency } from '../../../functions/mobile/idempotency';
import { apiEvent } from '../support/api-event';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'taken', $metadata: {} });
const upload = (requestKey?: string) =>
  apiEvent({ routeKey: 'POST /api/mobile/upload', headers: requestKey === undefined ? {} : { 'Idempotency-Key': requestKey } });

beforeEach(() => {
  resetTable(ddb);
});

describe('withIdempotency', () => {
  it('just does the work without the header', async () => {
    // Prepare
    const work = vi.fn(async () => created({ id: 'p1' }));

    // Act
    const result = await withIdempotency(upload(), 'key-1', work);

    // Assess
    expect(result.statusCode).toBe(201);
    expect(work).toHaveBeenCalledOnce();
    expect(ddb.calls()).toHaveLength(0);
  });

  it('claims the header with a conditional put keyed by key id and header, then stores the answer for 24 h', async () => {
    // Prepare
    const work = vi.fn(async () => created({ id: 'p1' }));

    // Act
    await withIdempotency(upload('abc-123'), 'key-1', work);

    // Assess
    const put = ddb.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({ ...idempotencyKey('key-1', 'abc-123'), routeKey: 'POST /api/mobile/upload' });
    expect(put.ConditionExpression).toContain('attribute_not_exists(PK)');
    expect(Number(put.Item!.ttl) - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(24 * 3600 - 1);
    const stored = ddb.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues![':answer'];
    expect(stored).toMatchObject({ statusCode: 201, body: JSON.stringify({ id: 'p1' }) });
    expect(work).toHaveBeenCalledOnce();
  });

  it('replays the first answer to a retry instead of doing the work again', async () => {
    // Prepare
    ddb.on(PutCommand).rejects(conditionFailed());
    ddb.on(GetCommand, { Key: idempotencyKey('key-1', 'abc-123') }).resolves({
      Item: {
        type: 'idempotency',
        routeKey: 'POST /api/mobile/upload',
        answer: { statusCode: 201, body: '{"id":"p1"}', headers: { 'content-type': 'application/json' } },
        ttl: 4_102_444_800,
      },
    });
    const work = vi.fn(async () => created({ id: 'p2' }));

    // Act
    const result = await withIdempotency(upload('abc-123'), 'key-1', work);

    // Assess
    expect(work).not.toHaveBeenCalled();
    expect(result).toMatchObject({ statusCode: 201, body: '{"id":"p1"}', headers: { [REPLAYED_HEADER]: 'true' } });
  });

  it('refuses the same header on another route', async () => {
    // Prepare
    ddb.on(PutCommand).rejects(conditionFailed());
    ddb.on(GetCommand).resolves({ Item: { type: 'idempotency', routeKey: 'POST /api/mobile/uploads', ttl: 4_102_444_800 } });

    // Act + Assess
    await expect(withIdempotency(upload('abc-123'), 'key-1', async () => created({}))).rejects.toBeInstanceOf(BadRequestError);
  });

  it('gives the claim back when the work fails, so a retry does it again', async () => {
    // Prepare
    const failure = new Error('storage down');

    // Act + Assess
    await expect(withIdempotency(upload('abc-123'), 'key-1', async () => Promise.reject(failure))).rejects.toBe(failure);
    const remove = ddb.commandCalls(DeleteCommand)[0]!.args[0].input;
    expect(remove).toMatchObject({ Key: idempotencyKey('key-1', 'abc-123'), ConditionExpression: 'attribute_not_exists(answer)' });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each(['', ' ', 'a b', 'é', 'x'.repeat(256)])('refuses the header %j', async (requestKey) => {
    await expect(withIdempotency(upload(requestKey), 'key-1', async () => created({}))).rejects.toBeInstanceOf(BadRequestError);
    expect(ddb.calls()).toHaveLength(0);
  });

  it('keys different API keys apart: the same header from two phones is two claims', () => {
    expect(idempotencyKey('key-1', 'abc')).not.toEqual(idempotencyKey('key-2', 'abc'));
    expect(idempotencyKey('key-1', 'abc').PK).not.toContain('abc');
  });
});
