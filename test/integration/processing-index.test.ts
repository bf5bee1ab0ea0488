/**
 * The processing index in shards by a hash of the photo id (docs/decisions/processing-index-shards.md).
 * The reconcile finds a processing photo whatever its shard.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../functions/analysis/reconcile';
import { photoKey, photoProcessingIndex } from '../../functions/data/keys/photo-keys';
import { configuredAnalyzer } from '../../functions/ai/configured-analyzer';
import { setClock, systemClock } from '../../functions/kernel/clock';
import { UNSENT_UPLOAD_EXPIRY_SECONDS } from '../../functions/lib/photos/upload-expiry';
import { useDemoMembers } from './support/members';
import { tableItems } from './support/table';

const { ava } = useDemoMembers();

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

describe('the processing index in shards', () => {
  it('has the reconcile find processing photos whatever shard they are in', async () => {
    // Prepare: uploads never sent, spread over several shards, their time to arrive run out.
    const photoIds = await presign(10);
    const shards = new Set(await Promise.all(photoIds.map(async (id) => (await indexEntryOf(id)).GSI3PK)));
    expect(shards.size).toBeGreaterThan(1);
    for (const id of photoIds) expect(await indexEntryOf(id)).toEqual(photoProcessingIndex(id));
    const later = Date.now() + (UNSENT_UPLOAD_EXPIRY_SECONDS + 60) * 1000;
    setClock({ now: () => new Date(later) });

    // Act
    const outcome = await reconcile(configuredAnalyzer(), { settledSeconds: 0 }).finally(() => setClock(systemClock));

    // Assess: every one was found, its empty inbox confirmed, and deleted.
    expect(outcome.deleted).toBe(10);
    for (const id of photoIds) {
      expect((await ava.get(`/api/photos/${id}`)).status).toBe(404);
      expect(await indexEntryOf(id)).toEqual({ GSI3PK: undefined, GSI3SK: undefined });
    }
  });
});
