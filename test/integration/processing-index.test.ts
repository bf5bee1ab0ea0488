/**
 * The processing index in shards by a hash of the photo id (docs/decisions/processing-index-shards.md).
 * The reconcile finds a processing photo whatever its shard, and a table written before the shards has its
 * processing photos moved to them once (infra/migrations/processing-index.ts).
 */
import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { reconcile } from '../../functions/analysis/reconcile';
import { db, tableName } from '../../functions/data/table/client';
import { LEGACY_PROCESSING_PHOTOS_PARTITION } from '../../functions/data/keys/keys';
import { photoKey, photoProcessingIndex } from '../../functions/data/keys/photo-keys';
import { configuredAnalyzer } from '../../functions/ai/configured-analyzer';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { originalKey } from '../../functions/lib/media/object-keys';
import { migrateProcessingIndex } from '../../infra/migrations/processing-index';
import { jpegWithGps, settle } from './support/photos';
import { useDemoMembers } from './support/members';
import { tableItems } from './support/table';

const { app, ava, ids } = useDemoMembers();

/** Photos asked for and never sent: they stay processing, in the processing index. */
async function presign(count: number): Promise<string[]> {
  const reply = await ava.post('/api/photos/uploads', {
    files: Array.from({ length: count }, (_, i) => ({ name: `p${i}.jpg`, type: 'image/jpeg', size: 1000 })),
    privacy: { visibility: 'private' },
  });
  expect(reply.status).toBe(201);
  return (reply.body.uploads as { photoId: string }[]).map((upload) => upload.photoId);
}

const indexEntryOf = async (photoId: string) => {
  const item = (await tableItems()).find((i) => i.PK === photoKey(photoId).PK && i.SK === photoKey(photoId).SK);
  return { GSI3PK: item?.GSI3PK, GSI3SK: item?.GSI3SK };
};

const migrate = () =>
  migrateProcessingIndex({ tableName: tableName(), region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT!, segments: 2 });

describe('the processing index in shards', () => {
  it('has the reconcile finish processing photos whatever shard they are in', async () => {
    // Prepare: photos whose bytes an older runtime left at the checked key, spread over several shards.
    const photoIds = await presign(10);
    const shards = new Set(await Promise.all(photoIds.map(async (id) => (await indexEntryOf(id)).GSI3PK)));
    expect(shards.size).toBeGreaterThan(1);
    for (const id of photoIds) expect(await indexEntryOf(id)).toEqual(photoProcessingIndex(id));
    const bytes = await jpegWithGps({ width: 64, height: 48, from: '#305070' });
    await Promise.all(photoIds.map((id) => mediaStore().putOriginal(originalKey(ids.ava, id), bytes, 'image/jpeg')));

    // Act
    const outcome = await reconcile(configuredAnalyzer(), { settledSeconds: 0 });
    await settle(app);

    // Assess
    expect(outcome.finished).toBe(10);
    for (const id of photoIds) {
      expect((await ava.get(`/api/photos/${id}`)).body.status).toBe('ready');
      expect(await indexEntryOf(id)).toEqual({ GSI3PK: undefined, GSI3SK: undefined });
    }
  });

  it('moves processing photos of a table written before the shards to their shard once, where the reconcile finds them', async () => {
    // Prepare: the shape an older table holds, every processing photo in one partition.
    const photoIds = await presign(3);
    await Promise.all(
      photoIds.map((id) =>
        db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: photoKey(id),
            UpdateExpression: 'SET GSI3PK = :pk',
            ExpressionAttributeValues: { ':pk': LEGACY_PROCESSING_PHOTOS_PARTITION },
          }),
        ),
      ),
    );
    const unseen = await reconcile(configuredAnalyzer(), { settledSeconds: 0 });

    // Act
    const moved = await migrate();
    const again = await migrate();

    // Assess
    expect(moved).toBe(3);
    expect(again).toBe(0);
    for (const id of photoIds) expect(await indexEntryOf(id)).toEqual(photoProcessingIndex(id));
    const seen = await reconcile(configuredAnalyzer(), { settledSeconds: 0 });
    expect(seen.waiting).toBe(unseen.waiting + 3);
  });
});
