/**
 * Local mode's stand-in for the media bucket's expiry rules (OBJECT_EXPIRY_RULES; lifecycle rules in the
 * cloud): s3rver has no lifecycle, so without this a forgotten upload or a member's copy of their data would
 * stay in .data/ for good. server.ts sweeps once after start and then hourly, through the same S3 client the app uses.
 */
import { DeleteObjectsCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { OBJECT_EXPIRY_RULES } from '../../functions/lib/media/object-keys';

const DAY_MS = 24 * 60 * 60_000;
/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;

/** Deletes the objects older than their rule allows; the number deleted. */
export async function expireObjects(s3: S3Client, bucket: string, now: Date = new Date()): Promise<number> {
  let deleted = 0;
  for (const rule of OBJECT_EXPIRY_RULES) {
    const cutoff = now.getTime() - rule.days * DAY_MS;
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: rule.prefix })) {
      const expired = (page.Contents ?? []).filter(
        (object) => object.Key && object.LastModified && object.LastModified.getTime() < cutoff,
      );
      for (let i = 0; i < expired.length; i += DELETE_BATCH) {
        const batch = expired.slice(i, i + DELETE_BATCH).map((object) => ({ Key: object.Key! }));
        await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }));
        deleted += batch.length;
      }
    }
  }
  return deleted;
}
