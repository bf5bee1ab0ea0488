/**
 * The MediaStore on S3 (or the local S3 emulator, the same client at another endpoint): the only module
 * of functions/ that addresses the bucket.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { createReadStream } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import type { MediaStore } from './media-store';
import { ARCHIVE_CONTENT_TYPE, ARCHIVE_DISPOSITION, displayKey, inboxKey, thumbnailKey } from './object-keys';

/** Cache-Control of display images and thumbnails, which CloudFront's /media/* cache policy honours. */
export const DERIVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The user metadata (`x-amz-meta-<name>`) an upload's correlation id travels in, from the presign to the analysis. */
export const CORRELATION_METADATA = 'correlation-id';

/** GetObject answers NoSuchKey; HeadObject, which has no body to say it in, answers NotFound. */
const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** The answer, or null when the key holds no object. */
async function unlessMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export function createS3MediaStore(s3: S3Client, bucket: string): MediaStore {
  const remove = async (key: string) => {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };
  return {
    async read(key) {
      const object = await unlessMissing(s3.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
      if (!object) return null;
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: object.ContentType, size: bytes.length };
    },
    async head(key) {
      const head = await unlessMissing(s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
      const correlationId = head?.Metadata?.[CORRELATION_METADATA];
      return head && { size: head.ContentLength ?? 0, contentType: head.ContentType, ...(correlationId ? { correlationId } : {}) };
    },
    async putOriginal(key, bytes, contentType, correlationId) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ...(correlationId ? { Metadata: { [CORRELATION_METADATA]: correlationId } } : {}),
        }),
      );
    },
    async putDerived(key, image) {
      // Keys never change content and the signed URL decides access, so CloudFront may keep them a year.
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: image.data,
          ContentType: image.contentType,
          CacheControl: DERIVED_CACHE_CONTROL,
        }),
      );
    },
    async putArchive(key, file) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: ARCHIVE_CONTENT_TYPE,
          ContentDisposition: ARCHIVE_DISPOSITION,
          CacheControl: 'private, no-store',
        }),
      );
    },
    delete: remove,
    async deleteFolder(prefix, options = {}) {
      if (!prefix.endsWith('/')) throw new Error(`deleteFolder: '${prefix}' is not a folder`);
      let deleted = 0;
      for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix })) {
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key && object.Key !== options.keep ? [object.Key] : []));
        // Single deletes, as deletePhotoObjects does: a member has a copy or two, never a page of them.
        await Promise.all(keys.map(remove));
        deleted += keys.length;
      }
      return deleted;
    },
    async deletePhotoObjects(photo) {
      // Single deletes rather than one DeleteObjects, whose Content-MD5 requirement the local emulator
      // (s3rver) handles poorly. Deleting a key that was never written succeeds.
      const keys = [inboxKey(photo.userId, photo.id), photo.originalKey, displayKey(photo.id), thumbnailKey(photo.id)];
      await Promise.all([...keys, ...(photo.editKeys ?? [])].map(remove));
    },
    presignUpload: ({ key, contentType, expiresInSeconds, correlationId }) =>
      // Every field is also an exact-match condition of the policy, so the client cannot change the metadata.
      createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, MAX_UPLOAD_BYTES],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType, ...(correlationId ? { [`x-amz-meta-${CORRELATION_METADATA}`]: correlationId } : {}) },
        Expires: expiresInSeconds,
      }),
  };
}
