/**
 * The fault switch itself (infra/local/faults): the clients functions/kernel/aws-clients builds get the fault
 * middleware in local mode, the SDK retries what it injects as it would the service's own answers, and a
 * transaction repeated after a lost answer is applied once (its ClientRequestToken).
 */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAwsClients } from '../../functions/kernel/aws-clients/container-client';
import { DYNAMODB_MAX_ATTEMPTS, dynamoClient } from '../../functions/kernel/aws-clients/dynamo';
import { resetConfig } from '../../functions/kernel/config';
import { ensureTable } from '../../infra/local/dynamo/ensure-table';
import { type DynamoRuntime, startDynamo } from '../../infra/local/dynamo/start-dynamo';
import { installFaultInjection } from '../../infra/local/faults/fault-middleware';
import { faultRateFrom, faultSwitch } from '../../infra/local/faults/fault-switch';
import { applyEnvironment, LOCAL_TABLE_NAME, localEnvironment } from '../../infra/local/local-env';

let dynamo: DynamoRuntime;
const environmentBefore = { ...process.env };
const TableName = LOCAL_TABLE_NAME;

beforeAll(async () => {
  dynamo = await startDynamo();
  applyEnvironment(
    localEnvironment({
      siteUrl: 'http://localhost:3000',
      dynamodb: dynamo.endpoint,
      s3: 'http://127.0.0.1:1',
      ses: 'http://127.0.0.1:1',
      mediaKeys: { keyPairId: 'K2LOCAL', privateKeyPem: '' },
    }),
  );
  resetConfig();
  installFaultInjection();
  await ensureTable(dynamoClient(), TableName);
});
afterAll(async () => {
  faultSwitch.set(0);
  await dynamo.stop();
  Object.assign(process.env, environmentBefore);
  resetConfig();
  resetAwsClients();
});

describe('local failure injection', () => {
  it('reads SNIFTY_FAULTS as a share or a percentage, off when unset, and refuses anything else', () => {
    expect([faultRateFrom(undefined), faultRateFrom(''), faultRateFrom('0.05'), faultRateFrom('5%')]).toEqual([0, 0, 0.05, 0.05]);
    for (const wrong of ['1.5', '-0.1', 'often', '150%']) expect(() => faultRateFrom(wrong)).toThrow(/SNIFTY_FAULTS/);
  });

  it('injects nothing while off', async () => {
    faultSwitch.takeCounts();
    await dynamoClient().send(new PutCommand({ TableName, Item: { PK: 'off', SK: 'off' } }));
    expect(faultSwitch.takeCounts()).toEqual({});
  });

  // At 10 % a call fails all of its 5 attempts once in 100,000; the 60 calls meet a fault but for 0.9^60 (0.2 %).
  it('fails attempts as DynamoDB does, and the SDK retries them: at 10 % every call of 60 still succeeds', async () => {
    faultSwitch.set(0.1);
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => dynamoClient().send(new PutCommand({ TableName, Item: { PK: 'put', SK: String(i) } }))),
    );
    faultSwitch.set(0);
    const injected = faultSwitch.takeCounts();
    expect(Object.keys(injected).length).toBeGreaterThan(0);
    // A single-item write is never failed after the store applied it: its repeat would not be idempotent.
    for (const kind of Object.keys(injected))
      expect([
        'DynamoDB ProvisionedThroughputExceededException',
        'DynamoDB ThrottlingException',
        'DynamoDB timeout before sending',
      ]).toContain(kind);
    const attempts = replies.map((reply) => reply.$metadata.attempts ?? 1);
    expect(Math.max(...attempts)).toBeGreaterThan(1);
    expect(Math.max(...attempts)).toBeLessThanOrEqual(DYNAMODB_MAX_ATTEMPTS);
  });

  it('a counted transaction is applied exactly once per call when attempts conflict or lose their answer', async () => {
    const key = { PK: 'counter', SK: 'counter' };
    await dynamoClient().send(new PutCommand({ TableName, Item: { ...key, n: 0 } }));
    const countOnce = (i: number) =>
      dynamoClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { PK: 'child', SK: String(i) } } },
            { Update: { TableName, Key: key, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
          ],
        }),
      );
    const replies: Awaited<ReturnType<typeof countOnce>>[] = [];
    const answered = new Set<string>();
    // One kind at a time, so each is surely met: lost answers, then conflicts.
    for (const [batch, kind] of ['timeout after applying', 'TransactionConflict'].entries()) {
      faultSwitch.set(0.15, [kind]);
      const calls = Array.from({ length: 40 }, (_, i) => batch * 40 + i);
      const settled = await Promise.allSettled(calls.map(countOnce));
      faultSwitch.set(0);
      expect(faultSwitch.takeCounts()[`DynamoDB ${kind}`]).toBeGreaterThan(0);
      settled.forEach((outcome, i) => {
        if (outcome.status === 'fulfilled') {
          replies.push(outcome.value);
          answered.add(String(calls[i]));
        } else {
          // A call whose 5 attempts all failed (about once in 13,000 at 15 %) gives up with the injected error;
          // whether its transaction was applied is then read from the table below, as a caller would.
          expect((outcome.reason as Error).name).toMatch(/^(TimeoutError|TransactionCanceledException)$/);
        }
      });
    }
    // The SDK repeated each as the same request (a conflict too), and the store applied each once: every call
    // answered put its child, and the counter counts exactly the children, so no transaction was applied twice.
    expect(Math.max(...replies.map((reply) => reply.$metadata.attempts ?? 1))).toBeGreaterThan(1);
    const children = await dynamoClient().send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :child',
        ExpressionAttributeValues: { ':child': 'child' },
        ConsistentRead: true,
      }),
    );
    const applied = new Set((children.Items ?? []).map((item) => item.SK as string));
    for (const call of answered) expect(applied.has(call), `call ${call} answered but not applied`).toBe(true);
    const counter = await dynamoClient().send(new GetCommand({ TableName, Key: key, ConsistentRead: true }));
    expect(counter.Item!.n).toBe(applied.size);
    expect(applied.size).toBeGreaterThanOrEqual(78);
  });
});
