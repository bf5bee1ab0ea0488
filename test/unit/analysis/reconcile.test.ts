/**
 * The reconcile job with DynamoDB and SQS mocked and media in memory: a processing photo whose original
 * arrived is analysed again, an expired one whose original never arrived is deleted (only after storage
 * said so), one still inside its upload window is left alone; failed analysis events are redriven.
 */
import '../support/env';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deadLetterKeys, redriveDeadLetters } from '../../../functions/analysis/dead-letters';
import { reconcile } from '../../../functions/analysis/reconcile';
import { PROCESSING_SHARDS, processingPhotosPartition } from '../../../functions/data/keys/keys';
import { photoKey, processingShardOf } from '../../../functions/data/keys/photo-keys';
import { LocalAnalyzer } from '../../../functions/ai/local-analyzer';
import { idTimePrefix } from '../../../functions/kernel/ids';
import { inboxKey, originalKey } from '../../../functions/lib/media/object-keys';
import { freezeClock } from '../support/clock';
import { useEnv } from '../support/env';
import { type MemoryMediaStore, useMemoryMediaStore } from '../support/media-store';
import { gradient } from './fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const NOW = '2026-11-21T12:00:00.000Z';
const nowSeconds = Date.parse(NOW) / 1000;

const processing = (id: string, uploadExpiresAt: number | undefined) => ({
  ...photoKey(id),
  type: 'photo',
  id,
  userId: '01USER',
  status: 'processing',
  style: 'witty',
  title: id,
  privacy: { visibility: 'tribes', allowedTribes: ['01TRIBE'], intent: 'memory' },
  originalKey: originalKey('01USER', id),
  contentType: 'image/jpeg',
  createdAt: '2026-11-21T11:00:00.000Z',
  updatedAt: '2026-11-21T11:00:00.000Z',
  ...(uploadExpiresAt ? { uploadExpiresAt } : {}),
});

const arrived = processing('01ARRIVED', nowSeconds - 60);
const unsentExpired = processing('01UNSENT', nowSeconds - 1);
const unsentWaiting = processing('01WAITING', nowSeconds + 600);

let media: MemoryMediaStore;

/** The processing index holds these photos, each in its shard (a hash of its id), as ids only. */
const processingIndexHolds = (photos: { id: string }[]) =>
  ddb.on(QueryCommand, { IndexName: 'GSI3' }).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
    Items: photos
      .filter((p) => processingPhotosPartition(processingShardOf(p.id)) === input.ExpressionAttributeValues[':pk'])
      .map((p) => ({ id: p.id })),
  }));

beforeEach(async () => {
  freezeClock(NOW);
  ddb.reset();
  ddb.onAnyCommand().resolves({});
  sqs.reset();
  processingIndexHolds([arrived, unsentExpired, unsentWaiting]);
  // No tribe fan-out is pending (its index is GSI2).
  ddb.on(QueryCommand, { IndexName: 'GSI2' }).resolves({ Items: [] });
  ddb.on(BatchGetCommand).resolves({ Responses: { 'snifty-unit': [arrived, unsentExpired, unsentWaiting] } });
  ddb.on(GetCommand, { Key: photoKey(arrived.id) }).resolves({ Item: arrived });
  ddb.on(UpdateCommand).resolves({ Attributes: { ...arrived, status: 'ready' } });
  media = useMemoryMediaStore();
  await media.putOriginal(
    inboxKey(arrived.userId, arrived.id),
    await gradient([250, 120, 30], [20, 60, 160], 320, 240).jpeg().toBuffer(),
    'image/jpeg',
  );
});

describe('reconcile', () => {
  it('finishes a photo whose bytes arrived, deletes an expired one whose bytes never did, and waits for the rest', async () => {
    // Act
    const outcome = await reconcile(new LocalAnalyzer());

    // Assess
    expect(outcome).toMatchObject({ finished: 1, failed: 0, deleted: 1, waiting: 1 });
    const ready = ddb.commandCalls(UpdateCommand).find((c) => c.args[0].input.ExpressionAttributeValues?.[':ready'] === 'ready');
    expect(ready?.args[0].input.Key).toEqual(photoKey(arrived.id));
    expect(ddb.commandCalls(DeleteCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        Key: photoKey(unsentExpired.id),
        ConditionExpression: 'attribute_exists(PK) AND #status = :processing',
      }),
    ]);
    // Only the finished photo's inbox, emptied once its checked original is written.
    expect(media.deleted).toEqual([inboxKey(arrived.userId, arrived.id)]);
    expect(media.objects.get(arrived.originalKey)?.contentType).toBe('image/jpeg');
  });

  it('reads every shard of the processing index oldest first, leaving photos younger than the settle time to their own event', async () => {
    // Act
    await reconcile(new LocalAnalyzer());
    const settled = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((input) => input.IndexName === 'GSI3');
    ddb.resetHistory();
    await reconcile(new LocalAnalyzer(), { settledSeconds: 0 });

    // Assess
    expect(settled.map((input) => input.ExpressionAttributeValues?.[':pk']).sort()).toEqual(
      Array.from({ length: PROCESSING_SHARDS }, (_, shard) => `PROCESSING#PHOTOS#${shard}`).sort(),
    );
    for (const input of settled) {
      expect(input.ExpressionAttributeValues?.[':hi']).toBe(`PHOTO#${idTimePrefix(Date.parse(NOW) - 180_000)}`);
      expect(input.ScanIndexForward).toBeUndefined();
    }
    const all = ddb.commandCalls(QueryCommand).find((c) => c.args[0].input.IndexName === 'GSI3')?.args[0].input;
    expect(all?.ExpressionAttributeValues?.[':hi']).toBe(`PHOTO#${idTimePrefix(Date.parse(NOW))}`);
  });

  it('pages each shard with its own cursor until every shard is read, finding a photo on any page of any shard', async () => {
    // Prepare: one shard answers a page with more to come, then the photo; the others answer nothing.
    const shard = processingShardOf(arrived.id);
    const resume = { GSI3PK: processingPhotosPartition(shard), GSI3SK: 'PHOTO#01A', PK: 'PHOTO#01A', SK: 'PHOTO' };
    ddb
      .on(QueryCommand, { IndexName: 'GSI3' })
      .callsFake((input: { ExpressionAttributeValues: Record<string, string>; ExclusiveStartKey?: unknown }) => {
        if (input.ExpressionAttributeValues[':pk'] !== processingPhotosPartition(shard)) return { Items: [] };
        return input.ExclusiveStartKey ? { Items: [{ id: arrived.id }] } : { Items: [], LastEvaluatedKey: resume };
      });
    ddb.on(BatchGetCommand).resolves({ Responses: { 'snifty-unit': [arrived] } });

    // Act
    const outcome = await reconcile(new LocalAnalyzer());

    // Assess: the first page asked every shard at once, the second only the shard with more, from its cursor.
    expect(outcome).toMatchObject({ finished: 1 });
    const queries = ddb
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((input) => input.IndexName === 'GSI3');
    expect(queries).toHaveLength(PROCESSING_SHARDS + 1);
    expect(queries.at(-1)).toMatchObject({
      ExpressionAttributeValues: { ':pk': processingPhotosPartition(shard) },
      ExclusiveStartKey: resume,
    });
  });

  it('never deletes a photo whose upload is in its inbox, however long ago its upload expired', async () => {
    // Prepare
    const late = processing('01LATE', nowSeconds - 86_400);
    processingIndexHolds([late]);
    ddb.on(BatchGetCommand).resolves({ Responses: { 'snifty-unit': [late] } });
    ddb.on(GetCommand, { Key: photoKey(late.id) }).resolves({ Item: late });
    await media.putOriginal(
      inboxKey(late.userId, late.id),
      await gradient([10, 10, 10], [200, 200, 200], 64, 64).png().toBuffer(),
      'image/png',
    );

    // Act
    const outcome = await reconcile(new LocalAnalyzer());

    // Assess
    expect(outcome).toMatchObject({ finished: 1, deleted: 0 });
    expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});

describe('uploads from before the inbox', () => {
  it('moves an unchecked upload found at the checked key to the inbox and finishes the photo from there', async () => {
    // Prepare: the arrived photo's bytes sit where an older version stored them
    const bytes = media.objects.get(inboxKey(arrived.userId, arrived.id))!.bytes;
    await media.delete(inboxKey(arrived.userId, arrived.id));
    await media.putOriginal(arrived.originalKey, bytes, 'image/jpeg');
    media.deleted.length = 0;

    // Act
    const outcome = await reconcile(new LocalAnalyzer());

    // Assess: checked again, written back to the checked key, inbox emptied
    expect(outcome).toMatchObject({ finished: 1 });
    expect(media.deleted).toEqual([arrived.originalKey, inboxKey(arrived.userId, arrived.id)]);
    expect(media.objects.get(arrived.originalKey)!.bytes.equals(bytes)).toBe(true);
  });
});

describe('the dead-letter redrive', () => {
  const record = (payload: unknown) =>
    JSON.stringify({ version: '1.0', requestContext: { condition: 'RetriesExhausted' }, requestPayload: payload });
  const s3Event = (key: string) => ({ Records: [{ eventName: 'ObjectCreated:Post', s3: { object: { key } } }] });

  it('reads the inbox keys of a failed S3 event, a failed scheduled run, or nothing it can use', () => {
    expect(deadLetterKeys(record(s3Event('inbox/01USER/01PHOTO+2')))).toEqual(['inbox/01USER/01PHOTO 2']);
    expect(deadLetterKeys(record({ job: 'reconcile' }))).toBe('job');
    expect([deadLetterKeys('not json'), deadLetterKeys(record({})), deadLetterKeys(undefined)]).toEqual([null, null, null]);
  });

  it('analyses each dead letter again and deletes only those that now succeed', async () => {
    // Prepare
    useEnv({ ANALYSIS_DEAD_LETTER_QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/123456789012/analysis-dlq' });
    sqs
      .on(ReceiveMessageCommand)
      .resolvesOnce({
        Messages: [
          { ReceiptHandle: 'ok', Body: record(s3Event('inbox/01USER/01OK')) },
          { ReceiptHandle: 'again', Body: record(s3Event('inbox/01USER/01BAD')) },
          { ReceiptHandle: 'job', Body: record({ job: 'reconcile' }) },
          { ReceiptHandle: 'unknown', Body: '{}' },
        ],
      })
      .resolves({ Messages: [] });
    const analyse = vi.fn(async (key: string) => {
      if (key.endsWith('BAD')) throw new Error('model down');
      return 'ready';
    });

    // Act
    const outcome = await redriveDeadLetters(analyse, Date.now() + 10_000);

    // Assess
    expect(outcome).toEqual({ redriven: 2, stillFailing: 2 });
    expect(sqs.commandCalls(DeleteMessageCommand).map((c) => c.args[0].input.ReceiptHandle)).toEqual(['ok', 'job']);
  });

  it('does nothing where there is no queue (local mode)', async () => {
    expect(await redriveDeadLetters(vi.fn(), Date.now() + 10_000)).toEqual({ redriven: 0, stillFailing: 0 });
    expect(sqs.commandCalls(ReceiveMessageCommand)).toHaveLength(0);
  });
});
