/** The pipeline's failure paths, with DynamoDB mocked and media in memory: a failure marks the photo failed with fallback text and is retried. */
import '../support/env';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiAnalyzer } from '../../../functions/lib/ai/ai-analyzer';
import { LocalAnalyzer } from '../../../functions/lib/ai/local-analyzer';
import { analyseOriginal } from '../../../functions/analysis/pipeline';
import { originalKey } from '../../../functions/lib/media/object-keys';
import { type MemoryMediaStore, useMemoryMediaStore } from '../support/media-store';
import { gradient, pixelFloodPng } from './fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
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

const updates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);

let media: MemoryMediaStore;

beforeEach(async () => {
  ddb.reset();
  ddb.onAnyCommand().resolves({});
  ddb.on(GetCommand).resolves({ Item: processingPhoto });
  media = useMemoryMediaStore();
  await media.putOriginal(KEY, await gradient([250, 120, 30], [20, 60, 160], 320, 240).jpeg().toBuffer(), 'image/jpeg');
});

describe('analyseOriginal', () => {
  it('marks the photo ready with text from the analyzer and colours from the pixels', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...processingPhoto, status: 'ready' } });
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('ready');
    const ready = updates().find(
      (u) => u.ExpressionAttributeValues?.[':ready'] === 'ready' && u.UpdateExpression?.startsWith('SET #status = :ready'),
    );
    expect(ready?.ExpressionAttributeValues).toMatchObject({
      ':displayKey': 'photos/01PHOTO/display.webp',
      ':thumbnailKey': 'photos/01PHOTO/thumbnail.webp',
    });
    expect([
      media.objects.get('photos/01PHOTO/display.webp')?.contentType,
      media.objects.get('photos/01PHOTO/thumbnail.webp')?.contentType,
    ]).toEqual(['image/webp', 'image/webp']);
  });

  it('marks the photo failed with fallback text and rethrows when storage fails, so the event is retried', async () => {
    vi.spyOn(media, 'putDerived').mockRejectedValue(new Error('SlowDown'));
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
    expect([...media.deleted].sort()).toEqual([KEY, 'photos/01PHOTO/display.webp', 'photos/01PHOTO/thumbnail.webp'].sort());
  });

  it('deletes an original nobody asked for and writes nothing', async () => {
    ddb.on(GetCommand).resolves({});
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('orphan');
    expect(media.deleted[0]).toBe(KEY);
    expect(updates()).toEqual([]);
  });

  it('ignores keys that are not originals of ours', async () => {
    expect(await analyseOriginal('photos/01PHOTO/display.webp', new LocalAnalyzer())).toBe('orphan');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a pixel flood header as a rejected image, not a retry', async () => {
    const flood = pixelFloodPng(100_000, 100_000);
    await media.putOriginal(KEY, flood, 'image/png');
    expect(await analyseOriginal(KEY, new LocalAnalyzer())).toBe('rejected');
    expect(media.deleted).toEqual([KEY]);
  });
});
