/**
 * The S3 emulator's file store (s3rver's FilesystemStore), safe under concurrent writes and deletes.
 * s3rver keeps an object as files in a folder per key prefix, and after a delete it removes the folders the
 * delete emptied. A write into such a folder between its `mkdir` and the file's `open` then fails, and
 * s3rver's write stream has no error listener, so the failure is uncaught and ends the whole local process
 * (CI: 40 parallel edits saved in place). A delete racing another delete of that folder answers 500.
 * - A delete removes the object's files and leaves its folders: S3 has no folders, listings never show an
 *   empty one, and a folder that is never removed cannot vanish under a write.
 * - A write streams through `pipeline`, so any failure (a full disk, too many open files) rejects the
 *   request, which s3rver answers 500 and the SDK retries, instead of being thrown outside any handler. It
 *   also answers after the bytes are on disk, not before, as s3rver does for a buffered body.
 * Writes and deletes stay concurrent: the storage front needs no turn (docs/decisions/local-storage-front.md).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const require = createRequire(import.meta.url);

/** What s3rver hands its store for a write (lib/models/object.js): the body as a stream, or a buffer for a form upload. */
export interface EmulatorObject {
  bucket: string;
  key: string;
  metadata: Record<string, string>;
  content: Buffer | Readable;
}

interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
}

const FilesystemStore = require('s3rver/lib/stores/filesystem') as new (rootDirectory: string) => FilesystemStore;

/** The files s3rver keeps an object in. */
const OBJECT_FILES = ['object', 'object.md5', 'metadata.json'] as const;

export class EmulatorFileStore extends FilesystemStore {
  async putObject(object: EmulatorObject): Promise<{ size: number; md5: string }> {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const body = Buffer.isBuffer(object.content) ? Readable.from([object.content], { objectMode: false }) : object.content;
    await pipeline(body, counted, createWriteStream(objectPath));
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await Promise.all(
      OBJECT_FILES.map((resource) =>
        unlink(this.getResourcePath(bucket, key, resource)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  }
}
