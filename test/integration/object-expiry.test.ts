/**
 * s3rver has no lifecycle rules, so local mode sweeps the bucket's expiry rules itself (OBJECT_EXPIRY_RULES):
 * a member's copy of their data goes after its days (an upload left in the inbox too, by the same rule list),
 * and nothing else does.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../../functions/kernel/aws-clients/s3';
import { dataExportObjectKey, displayKey, OBJECT_EXPIRY_RULES } from '../../functions/lib/media/object-keys';
import { LOCAL_MEDIA_BUCKET } from '../../infra/local/local-env';
import { expireObjects } from '../../infra/local/object-expiry';
import type { LocalServer } from '../../infra/local/server';
import { startApp } from './support/local-app';

let app: LocalServer;
beforeAll(async () => {
  app = await startApp({ seed: false });
});
afterAll(() => app.stop());

const DAY_MS = 24 * 60 * 60_000;
const exists = async (key: string) =>
  s3Client()
    .send(new HeadObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: key }))
    .then(
      () => true,
      () => false,
    );

describe('local object expiry', () => {
  it('deletes members’ copies of their data older than their rule, and keeps every other object', async () => {
    // Prepare
    // Not the inbox: an upload there starts the analysis, which deletes one that belongs to no photo at once.
    const keys = {
      archive1: dataExportObjectKey('member1', 'copy1'),
      archive2: dataExportObjectKey('member2', 'copy2'),
      display: displayKey('PHOTO1'),
    };
    for (const key of Object.values(keys)) {
      await s3Client().send(new PutObjectCommand({ Bucket: LOCAL_MEDIA_BUCKET, Key: key, Body: 'bytes' }));
    }
    const longestRule = Math.max(...OBJECT_EXPIRY_RULES.map((rule) => rule.days));

    // Act
    const deletedToday = await expireObjects(s3Client(), LOCAL_MEDIA_BUCKET);
    const deletedLater = await expireObjects(s3Client(), LOCAL_MEDIA_BUCKET, new Date(Date.now() + (longestRule + 1) * DAY_MS));

    // Assert
    expect(deletedToday).toBe(0);
    expect(deletedLater).toBe(2);
    expect(await exists(keys.archive1)).toBe(false);
    expect(await exists(keys.archive2)).toBe(false);
    expect(await exists(keys.display)).toBe(true);
  });
});
