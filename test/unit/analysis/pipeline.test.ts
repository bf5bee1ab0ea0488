/** The pipeline's failure paths, with DynamoDB mocked and media in memory: a failure marks the photo failed with fallback text and is retried. */
import '../support/env';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { givenPhotoRead } from '../support/table';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiAnalyzer } from '../../../functions/ai/ai-analyzer';
import { LocalAnalyzer } from '../../../functions/ai/local-analyzer';
import { analyseUpload } from '../../../functions/analysis/pipeline';
import { inboxKey, originalKey } from '../../../functions/lib/media/object-keys';
import { type MemoryMediaStore, useMemoryMediaStore } from '../support/media-store';
import { gradient, pixelFloodPng } from './fixtures';

const ddb = mockClient(DynamoDBDocumentClient);
const KEY = inboxKey('01USER', '01PHOTO');
const CHECKED = originalKey('01USER', '01PHOTO');

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
  originalKey: CHECKED,
  contentType: 'image/jpeg',
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
};

const updates = () => ddb.commandCalls(UpdateCommand).map((c) => c.args[0].input);

let media: MemoryMediaStore;

beforeEach(async () => {
  ddb.reset();
  ddb.onAnyCommand().resolves({});
  givenPhotoRead(ddb, processingPhoto);
  media = useMemoryMediaStore();
  await media.putOriginal(KEY, await gradient([250, 120, 30], [20, 60, 160], 320, 240).jpeg().toBuffer(), 'image/jpeg');
});

describe('analyseUpload', () => {
  it('marks the photo ready with text from the analyzer and colours from the pixels', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { ...processingPhoto, status: 'ready' } });
    expect(await analyseUpload(KEY, new LocalAnalyzer())).toBe('ready');
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

  it('writes the bytes it checked to the checked original, then empties the inbox', async () => {
    // Prepare: the upload declared PNG; the bytes are a JPEG
    const bytes = media.objects.get(KEY)!.bytes;
    await media.putOriginal(KEY, bytes, 'image/png');
    ddb.on(UpdateCommand).resolves({ Attributes: { ...processingPhoto, status: 'ready' } });

    // Act
    expect(await analyseUpload(KEY, new LocalAnalyzer())).toBe('ready');

    // Assess
    expect(media.objects.get(CHECKED)).toMatchObject({ contentType: 'image/jpeg' });
    expect(media.objects.get(CHECKED)!.bytes.equals(bytes)).toBe(true);
    expect(media.objects.has(KEY)).toBe(false);
  });

  it('leaves a ready photo as it is and deletes what was replayed into its inbox, unread', async () => {
    // Prepare
    givenPhotoRead(ddb, { ...processingPhoto, status: 'ready' });
    await media.putOriginal(CHECKED, Buffer.from('checked'), 'image/jpeg');
    await media.putOriginal(KEY, Buffer.from('<html>replayed</html>'), 'image/jpeg');
    const read = vi.spyOn(media, 'read');

    // Act
    expect(await analyseUpload(KEY, new LocalAnalyzer())).toBe('skipped');

    // Assess
    expect(read).not.toHaveBeenCalled();
    expect(media.objects.has(KEY)).toBe(false);
    expect(media.objects.get(CHECKED)!.bytes.toString()).toBe('checked');
    expect(updates().some((u) => String(u.UpdateExpression).includes(':ready'))).toBe(false);
  });

  it('marks the photo failed with fallback text and rethrows when storage fails, so the event is retried', async () => {
    vi.spyOn(media, 'putDerived').mockRejectedValue(new Error('SlowDown'));
    await expect(analyseUpload(KEY, new LocalAnalyzer())).rejects.toThrow('SlowDown');
    const failed = updates().find((u) => u.ExpressionAttributeValues?.[':failed'] === 'failed');
    expect(failed?.ExpressionAttributeValues).toMatchObject({ ':title': 'Untitled photo', ':reason': 'error' });
    // Never over a photo that a parallel attempt already finished.
    expect(failed?.ConditionExpression).toContain('<> :ready');
  });

  it('marks the photo failed when the analyzer throws', async () => {
    const broken: AiAnalyzer = { analyze: () => Promise.reject(new Error('model down')) };
    await expect(analyseUpload(KEY, broken)).rejects.toThrow('model down');
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
    expect(await analyseUpload(KEY, new LocalAnalyzer())).toBe('orphan');
    expect([...media.deleted].sort()).toEqual([KEY, CHECKED, 'photos/01PHOTO/display.webp', 'photos/01PHOTO/thumbnail.webp'].sort());
  });

  it('deletes an original nobody asked for and writes nothing', async () => {
    givenPhotoRead(ddb, undefined);
    expect(await analyseUpload(KEY, new LocalAnalyzer())).toBe('orphan');
    expect(media.deleted[0]).toBe(KEY);
    expect(updates()).toEqual([]);
  });

  it('ignores keys that are not uploads in the inbox, the checked original included', async () => {
    expect(await analyseUpload('photos/01PHOTO/display.webp', new LocalAnalyzer())).toBe('orphan');
    expect(await analyseUpload(CHECKED, new LocalAnalyzer())).toBe('orphan');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses a pixel flood header as a rejected image, not a retry', async () => {
    const flood = pixelFloodPng(100_000, 100_000);
    await media.putOriginal(KEY, flood, 'image/png');
    expect(await analyseUpload(KEY, new LocalAnalyzer())).toBe('rejected');
    expect(media.deleted).toEqual([KEY]);
  });
});
