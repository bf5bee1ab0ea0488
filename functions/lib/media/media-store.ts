/**
 * The MediaStore port: every read, write, delete and upload URL of the media bucket goes through it.
 * S3 in the cloud and the local S3 emulator in local mode (s3-media-store.ts); tests may put another
 * implementation in its place (configured-media-store.ts).
 */

export interface StoredObject {
  bytes: Buffer;
  /** As stored, e.g. 'image/webp'; undefined when the object was written without one. */
  contentType: string | undefined;
  size: number;
}

export interface ObjectHead {
  size: number;
  contentType: string | undefined;
  /** The id of the request that asked for the upload, which the upload carries (presignUpload's `correlationId`). */
  correlationId?: string;
}

export interface DerivedImage {
  data: Buffer;
  contentType: string;
}

/** A presigned POST: the browser sends `fields`, then the file, as multipart form data to `url`. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

export interface MediaStore {
  /** The object's bytes, or null when there is no object under the key. */
  read(key: string): Promise<StoredObject | null>;
  /** Whether the object exists, and its size and type, without its bytes. */
  head(key: string): Promise<ObjectHead | null>;
  /** An original: an upload's bytes in its inbox, or the bytes the analysis checked (object-keys.ts). */
  /** `correlationId`: the request that sent the bytes, which the analysis then logs with (as an upload's, presignUpload). */
  putOriginal(key: string, bytes: Buffer, contentType: string, correlationId?: string): Promise<void>;
  /** A display image or thumbnail; it never changes under its key while the photo lives. */
  putDerived(key: string, image: DerivedImage): Promise<void>;
  /** A member's copy of their data: a zip on disk, sent as a download that no cache keeps. */
  putArchive(key: string, file: { path: string; size: number }): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Every object under the folder `prefix` (which ends in '/'), but `keep`; how many it deleted. Only a
   * member's data-export folder is ever swept (the grants allow listing nothing else).
   */
  deleteFolder(prefix: string, options?: { keep?: string }): Promise<number>;
  /**
   * The photo's inbox upload, checked original, display image and thumbnail, and the objects of its edits
   * saved in place (`editKeys`); the ones never written are no error.
   */
  deletePhotoObjects(photo: { id: string; userId: string; originalKey: string; editKeys?: readonly string[] }): Promise<void>;
  /**
   * One original straight from the browser: the policy fixes the key, the content type and a size of
   * 1 byte to MAX_UPLOAD_BYTES, and expires after `expiresInSeconds`. A `correlationId` becomes the
   * object's metadata (fixed by the policy too), for the analysis' logs.
   */
  presignUpload(upload: {
    key: string;
    contentType: string;
    expiresInSeconds: number;
    correlationId?: string;
  }): Promise<PresignedUpload>;
}
