/**
 * The MediaStore on S3 (or the local S3 emulator, the same requests at another endpoint). The only module
 * of functions/ that addresses the bucket; requests are signed by lib/aws-clients/s3.ts's access, with
 * no S3 client in the bundle.
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import type { S3Access } from '../aws-clients/s3';
import type { MediaStore } from './media-store';
import { displayKey, thumbnailKey } from './object-keys';
import { presignPost } from './s3-post-policy';
import { S3Error, sendObjectRequest, type ObjectRequest } from './s3-requests';

/** Cache-Control of display images and thumbnails, which CloudFront's /media/* cache policy honours. */
export const DERIVED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GetObject answers NoSuchKey; HeadObject, which has no body to say it in, answers NotFound. */
function isMissing(error: unknown): boolean {
  return error instanceof S3Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

export function createS3MediaStore(s3: S3Access, bucket: string): MediaStore {
  const send = (request: ObjectRequest) => sendObjectRequest(s3, bucket, request);
  const remove = async (key: string) => {
    await send({ method: 'DELETE', key });
  };
  return {
    async read(key) {
      try {
        const object = await send({ method: 'GET', key });
        const bytes = Buffer.from(await object.arrayBuffer());
        return { bytes, contentType: object.headers.get('content-type') ?? undefined, size: bytes.length };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const head = await send({ method: 'HEAD', key });
        return { size: Number(head.headers.get('content-length') ?? 0), contentType: head.headers.get('content-type') ?? undefined };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async putOriginal(key, bytes, contentType) {
      await send({ method: 'PUT', key, body: bytes, headers: { 'content-type': contentType } });
    },
    async putDerived(key, image) {
      await send({
        method: 'PUT',
        key,
        body: image.data,
        // Keys never change content and the signed URL decides access, so CloudFront may keep them a year.
        headers: { 'content-type': image.contentType, 'cache-control': DERIVED_CACHE_CONTROL },
      });
    },
    delete: remove,
    async deletePhotoObjects(photo) {
      // Three single deletes rather than one DeleteObjects, whose Content-MD5 requirement the local
      // emulator (s3rver) handles poorly. Deleting a key that was never written succeeds.
      await Promise.all([photo.originalKey, displayKey(photo.id), thumbnailKey(photo.id)].map(remove));
    },
    async presignUpload({ key, contentType, expiresInSeconds }) {
      return presignPost(s3, {
        bucket,
        key,
        conditions: [
          ['content-length-range', 1, MAX_UPLOAD_BYTES],
          ['eq', '$Content-Type', contentType],
        ],
        fields: { 'Content-Type': contentType },
        expiresInSeconds,
      });
    },
  };
}
