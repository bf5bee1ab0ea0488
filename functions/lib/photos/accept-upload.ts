/**
 * An upload whose bytes came through the API (the multipart POST /api/photos, the mobile upload):
 * checked, recorded as a photo (status processing) and stored in the photo's inbox, whose object-created
 * event then runs the same analysis as a presigned upload.
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { DEFAULT_AI_STYLE } from '../../../shared/enums';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import type { Privacy } from '../../../shared/schemas/photo';
import { IMAGE_MIME_TYPES, sniffImageType } from '../../../shared/image-type';
import { type PhotoRecord, type NewPhoto } from '../../data/photos/photo';
import { createSharedPhoto } from '../../data/photos/tribe-fan-out';
import { deletePhoto } from '../../data/photos/photo-deletes';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { mediaStore } from '../media/configured-media-store';
import { uploadKeys } from '../media/object-keys';
import { titleFromFileName } from './title-from-file-name';
import { unsentUploadExpiry } from './upload-expiry';
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
}

/** A file that came through the API, checked as every upload is: present, within the limit, an image by its bytes. */
export function checkUploadedImage(file: UploadedFile | undefined): { file: UploadedFile; contentType: string } {
  if (!file || file.bytes.length === 0) throw new BadRequestError(PHOTO_MESSAGES.photoFieldRequired);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw new PayloadTooLargeError(HTTP_MESSAGES.payloadTooLarge);
  // The bytes decide, not the name or the declared type.
  const type = sniffImageType(file.bytes);
  if (!type) throw new UnsupportedMediaTypeError(HTTP_MESSAGES.unsupportedType);
  return { file, contentType: IMAGE_MIME_TYPES[type] };
}

export async function acceptUpload(input: {
  userId: string;
  file: UploadedFile | undefined;
  privacy: Privacy;
  /** Text the client wrote (the mobile app): kept, the AI fills the rest. */
  title?: string;
  description?: string;
  /** An edit of another photo: its link and design state. */
  edit?: NewPhoto['edit'];
  /** The request that sent the bytes: the analysis logs with it. */
  correlationId?: string;
}): Promise<PhotoRecord> {
  const { file, contentType } = checkUploadedImage(input.file);
  const id = newId();
  const keys = uploadKeys(input.userId, id);
  const photo = await createSharedPhoto({
    id,
    userId: input.userId,
    privacy: input.privacy,
    style: DEFAULT_AI_STYLE,
    title: input.title?.trim() || titleFromFileName(file.name),
    givenTitle: input.title?.trim() || undefined,
    givenDescription: input.description?.trim() || undefined,
    originalKey: keys.checked,
    contentType,
    edit: input.edit,
    // Cleared by the analysis; a crash before the bytes are stored leaves a photo the reconcile removes.
    expiresAtEpochSeconds: unsentUploadExpiry(),
  });
  try {
    await mediaStore().putOriginal(keys.inbox, file.bytes, photo.contentType, input.correlationId);
  } catch (error) {
    // No bytes, no photo: never leave one that can only ever say "processing".
    await deletePhoto(photo);
    throw error;
  }
  return photo;
}
