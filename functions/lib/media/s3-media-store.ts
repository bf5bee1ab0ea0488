/**
 * The MediaStore on S3 (or the local S3 emulator, the same client at another endpoint). The only module
 * of functions/ that builds S3 commands; the client itself comes from aws-clients/s3.ts.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import type { MediaStore } from './media-store';
import { displayKey, thumbnailKey } from './object-keys';

/** Cache-Control of display images and thumbnails, which CloudFront's /media/* cache policy honours. */
export const DERIVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GetObject answers NoSuchKey; HeadObject, which has no body to say it in, answers NotFound. */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function createS3MediaStore(s3: S3Client, bucket: string): MediaStore {
  const remove = async (key: string) => {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };
  return {
    async read(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = Buffer.from(await object.Body!.transformToByteArray());
        return { bytes, contentType: object.ContentType, size: object.ContentLength ?? bytes.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async putOriginal(key, bytes, contentType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async putDerived(key, image) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: image.data,
          ContentType: image.contentType,
          // Keys never change content and the signed URL decides access, so CloudFront may keep them a year.
          CacheControl: DERIVED_CACHE_CONTROL,
        }),
      );
    },
    delete: remove,
    async deletePhotoObjects(photo) {
      // Three single deletes rather than one DeleteObjects, whose Content-MD5 requirement the local
      // emulator (s3rver) handles poorly. Deleting a key that was never written succeeds.
      await Promise.all([photo.originalKey, displayKey(photo.id), thumbnailKey(photo.id)].map(remove));
    },
    async presignUpload({ key, contentType, expiresInSeconds }) {
      const post = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, MAX_UPLOAD_BYTES],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: expiresInSeconds,
      });
      return { url: post.url, fields: post.fields };
    },
  };
}
