/**
 * One photo whose bytes the browser sends straight to storage (DESIGN.md section 6): the photo exists at
 * once (status processing) and expires by itself unless its bytes arrive; the presigned POST fixes the
 * object key, the content type and a size up to 10 MB. Uploads and edits (issue 11) both start here.
 */
import { DEFAULT_AI_STYLE } from '../../shared/enums';
import type { Privacy } from '../../shared/schemas/photo';
import { createPhoto, type NewPhoto } from '../data/photos';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { mediaStore } from '../lib/media/configured-media-store';
import { originalKey } from '../lib/media/object-keys';
import { titleFromFileName } from './title-from-file-name';

/** How long the browser has to send the bytes. */
export const UPLOAD_URL_SECONDS = 10 * 60;
/** A photo whose bytes never arrive disappears by itself a little after its upload URL expires. */
export const UNSENT_UPLOAD_TTL_SECONDS = UPLOAD_URL_SECONDS + 5 * 60;

export interface PresignedPhotoUpload {
  photoId: string;
  url: string;
  fields: Record<string, string>;
}

export async function presignPhotoUpload(input: {
  userId: string;
  privacy: Privacy;
  file: { name: string; type: string };
  edit?: NewPhoto['edit'];
}): Promise<PresignedPhotoUpload> {
  const photoId = newId();
  const key = originalKey(input.userId, photoId);
  await createPhoto({
    id: photoId,
    userId: input.userId,
    privacy: input.privacy,
    style: DEFAULT_AI_STYLE,
    title: titleFromFileName(input.file.name),
    originalKey: key,
    contentType: input.file.type,
    expiresAtEpochSeconds: clock.nowEpochSeconds() + UNSENT_UPLOAD_TTL_SECONDS,
    edit: input.edit,
  });
  const post = await mediaStore().presignUpload({ key, contentType: input.file.type, expiresInSeconds: UPLOAD_URL_SECONDS });
  return { photoId, url: post.url, fields: post.fields };
}
