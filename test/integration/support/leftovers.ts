/** What a deletion may have left behind, read whole from the local table and bucket (tests only). */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { config } from '../../../functions/kernel/config';
import { sweepDeletedPhotos } from '../../../functions/data/photos/photo-deletes';
import { tableItems } from './table';

/** Every object key in the local media bucket. */
export async function bucketKeys(): Promise<string[]> {
  const s3 = new S3Client({ region: config().AWS_REGION, endpoint: config().S3_ENDPOINT, forcePathStyle: true });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config().MEDIA_BUCKET, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * The address's own throttles (password attempts per account and address, mails) stay until their window ends, by design: leaving
 * and signing up again must not reset them (docs/decisions/account-deletion.md).
 */
export const throttles = (item: Record<string, unknown>) =>
  /^RATE#(signin-failure|signin-streak|signin-address|mail)#/.test(String(item.PK));

/** The items whose text names any of the needles (an id, an address). */
export const mentioning = (items: Record<string, unknown>[], needles: string[]) =>
  items.filter((item) => needles.some((needle) => JSON.stringify(item).includes(needle)));

/**
 * Every item of the local table once deleted photos have been swept again, as the reconcile does a few
 * minutes after a deletion (functions/data/photos/photo-deletes.ts): until then a deleted photo's id waits on that list.
 */
export async function tableItemsOnceSwept(): Promise<Record<string, unknown>[]> {
  // Every deletion so far, whatever a test did to the clock: the last millisecond a ULID can name.
  await sweepDeletedPhotos(2 ** 48 - 1, Infinity);
  return tableItems();
}
