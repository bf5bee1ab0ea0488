/**
 * The presigned upload flow, shared by the web app (POST /api/photos/uploads) and the mobile apps
 * (POST /api/mobile/uploads): one presigned POST per file. Each policy fixes the object key (the photo's
 * inbox key: never the checked original it will serve), the content type and a content-length range up to
 * 10 MB, so the client sends the bytes straight to the bucket, whose object-created event runs the analysis. The photos exist from now on (status processing), visible to
 * their owner.
 */
import { DEFAULT_AI_STYLE } from '../../../shared/enums';
import type { Privacy } from '../../../shared/schemas/photo';
import type { AcceptedImageMimeType } from '../../../shared/constants';
import type { NewPhoto } from '../../data/photos/photo';
import { createSharedPhoto } from '../../data/photos/tribe-fan-out';
import { newId } from '../../kernel/ids';
import { mediaStore } from '../media/configured-media-store';
import { uploadKeys } from '../media/object-keys';
import { titleFromFileName } from './title-from-file-name';
import { UPLOAD_URL_SECONDS, unsentUploadExpiry } from './upload-expiry';

export interface PresignedUpload {
  photoId: string;
  url: string;
  fields: Record<string, string>;
}

export async function presignUploads(input: {
  userId: string;
  files: { name: string; type: AcceptedImageMimeType }[];
  /** Already checked with checkPrivacy. */
  privacy: Privacy;
  /** Text the client wrote: kept, the AI fills the rest. */
  title?: string;
  description?: string;
  /** An edit of another photo: its link and design state. */
  edit?: NewPhoto['edit'];
  /** The asking request's id: each upload carries it to the analysis' logs. */
  correlationId?: string;
}): Promise<PresignedUpload[]> {
  const expiresAt = unsentUploadExpiry();
  return Promise.all(
    input.files.map(async (file) => {
      const photoId = newId();
      const keys = uploadKeys(input.userId, photoId);
      await createSharedPhoto({
        id: photoId,
        userId: input.userId,
        privacy: input.privacy,
        style: DEFAULT_AI_STYLE,
        title: input.title || titleFromFileName(file.name),
        givenTitle: input.title || undefined,
        givenDescription: input.description || undefined,
        originalKey: keys.checked,
        contentType: file.type,
        expiresAtEpochSeconds: expiresAt,
        edit: input.edit,
      });
      const post = await mediaStore().presignUpload({
        key: keys.inbox,
        contentType: file.type,
        expiresInSeconds: UPLOAD_URL_SECONDS,
        correlationId: input.correlationId,
      });
      return { photoId, url: post.url, fields: post.fields };
    }),
  );
}
