/** The pipeline's failure paths, with S3 and DynamoDB mocked: a failure marks the photo failed with fallback text and is retried. */
import '../support/env';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AiAnalyzer } from '../../../functions/lib/ai/ai-analyzer';
import { LocalAnalyzer } from '../../../functions/lib/ai/local-analyzer';
import { analyseOriginal } from '../../../functions/analysis/pipeline';
import { originalKey } from '../../../functions/lib/media/object-keys';
import { gradient, pixelFloodPng } from './fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const KEY = originalKey('01USER', '01PHOTO');

const processingPhoto = {
  PK: 'PHOTO#01PHOTO',
  SK: 'PHOTO',
  type: 'photo',
  id: '01PHOTO',
  userId: '01USER',
  status: 'processing',
  style: 'witty',
  title: 'IMG 1',
  privacy: { visibility: 'public', allowedTribes: [], intent: 'memory' },
  originalKey: KEY,
  contentType: 'image/jpeg',
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
};

/** The part of the SDK's streaming body the pipeline reads. */
const body = (bytes: Buffer) => ({ transformToByteArray: async () => new Uint8Array(bytes) });
const updates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);

beforeEach(async () => {
  ddb.reset();
  s3.reset();
  ddb.onAnyCommand().resolves({});
  s3.onAnyCommand().resolves({});
  ddb.on(GetCommand).resolves({ Item: processingPhoto });
  const bytes = await gradient([250, 120, 30], [20, 60, 160], 320, 240).jpeg().toBuffer();
  s3.on(GetObjectCommand).resolves({ Body: body(bytes) as never, ContentLength: bytes.length });
});

describe('analyseOriginal', () => {
  it('marks the photo ready with text from the analyzer and colours from the pixels', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...processingPhoto, status: 'ready' } });
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('ready');
    const ready = updates().find((u) => u.ExpressionAttributeValues?.[':ready'] === 'ready' && u.UpdateExpression?.startsWith('SET #status = :ready'));
    expect(ready?.ExpressionAttributeValues).toMatchObject({ ':displayKey': 'photos/01PHOTO/display.webp', ':thumbnailKey': 'photos/01PHOTO/thumbnail.webp' });
    expect(s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input.ContentType)).toEqual(['image/webp', 'image/webp']);
  });

  it('marks the photo failed with fallback text and rethrows when storage fails, so the event is retried', async () => {
    s3.on(PutObjectCommand).rejects(new Error('SlowDown'));
    await expect(analyseOriginal(KEY, new LocalAnalyzer())).rejects.toThrow('SlowDown');
    const failed = updates().find((u) => u.ExpressionAttributeValues?.[':failed'] === 'failed');
    expect(failed?.ExpressionAttributeValues).toMatchObject({ ':title': 'Untitled photo', ':reason': 'error' });
    // Never over a photo that a parallel attempt already finished.
    expect(failed?.ConditionExpression).toContain('<> :ready');
  });

  it('marks the photo failed when the analyzer throws', async () => {
    const broken: AiAnalyzer = { analyze: () => Promise.reject(new Error('model down')) };
    await expect(analyseOriginal(KEY, broken)).rejects.toThrow('model down');
    expect(updates().some((u) => u.ExpressionAttributeValues?.[':failed'] === 'failed')).toBe(true);
  });

  it('cleans up the derived images when the photo was deleted during the analysis', async () => {
    // The final conditional update finds no photo: DynamoDB answers ConditionalCheckFailed.
    ddb.on(UpdateCommand).callsFake((input) => {
      if (String(input.UpdateExpression).startsWith('SET #status = :ready')) {
        throw Object.assign(new Error('gone'), { name: 'ConditionalCheckFailedException' });
      }
      return {};
    });
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('orphan');
    expect(s3.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input.Key).sort()).toEqual(
      [KEY, 'photos/01PHOTO/display.webp', 'photos/01PHOTO/thumbnail.webp'].sort(),
    );
  });

  it('deletes an original nobody asked for and writes nothing', async () => {
    ddb.on(GetCommand).resolves({});
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('orphan');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input.Key).toBe(KEY);
    expect(updates()).toEqual([]);
  });

  it('ignores keys that are not originals of ours', async () => {
    expect(await analyseOriginal('photos/01PHOTO/display.webp', new LocalAnalyzer())).toBe('orphan');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a pixel flood header as a rejected image, not a retry', async () => {
    const flood = pixelFloodPng(100_000, 100_000);
    s3.on(GetObjectCommand).resolves({ Body: body(flood) as never, ContentLength: flood.length });
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('rejected');
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });
});
