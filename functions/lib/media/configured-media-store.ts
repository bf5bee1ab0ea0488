/** The MediaStore this deployment uses: the media bucket through the container's S3 client. */
import { s3Client } from '../../kernel/aws-clients/s3';
import { config } from '../../kernel/config';
import type { MediaStore } from './media-store';
import { createS3MediaStore } from './s3-media-store';

let substitute: MediaStore | undefined;

export function mediaStore(): MediaStore {
  // Built per call, as cheap as a closure: it follows the client and bucket that configuration names now.
  return substitute ?? createS3MediaStore(s3Client(), config().MEDIA_BUCKET);
}

/** Tests put another store in place of S3; `undefined` brings the configured one back. */
export function substituteMediaStore(store: MediaStore | undefined): void {
  substitute = store;
}
