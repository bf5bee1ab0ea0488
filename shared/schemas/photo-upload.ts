/**
 * What an upload sends (SPEC.md section 7): the files the browser or an app wants to upload straight to
 * storage, and the fields of a multipart upload. Apart from the photo answers (photo.ts), so a Lambda that
 * takes uploads holds these and not the answers' schemas (esbuild keeps all of a module's schemas once
 * it is imported; issue 12).
 */
import * as z from '../zod';
import { ACCEPTED_IMAGE_MIME_TYPES, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../constants';
import { DEFAULT_INTENT, DEFAULT_VISIBILITY, INTENTS, VISIBILITIES } from '../enums';
import { privacy, tribeIdList } from './privacy';
import { PHOTO_MESSAGES } from '../messages/photo';

/** One file the browser wants to upload straight to storage. */
export const uploadRequestFile = z.object({
  name: z
    .string({ error: PHOTO_MESSAGES.fileNameRequired })
    .check(z.minLength(1, { error: PHOTO_MESSAGES.fileNameRequired }), z.maxLength(255)),
  type: z.enum(ACCEPTED_IMAGE_MIME_TYPES, { error: 'File type must be image/jpeg, image/png, image/gif, image/webp' }),
  size: z.number().check(z.int(), z.gte(1), z.lte(MAX_UPLOAD_BYTES, { message: `File is larger than ${MAX_UPLOAD_BYTES} bytes` })),
});

export const createUploadsBody = z.object({
  files: z
    .array(uploadRequestFile, { error: PHOTO_MESSAGES.filesInvalid })
    .check(z.minLength(1, { message: PHOTO_MESSAGES.noPhotos }), z.maxLength(MAX_UPLOAD_FILES, { message: 'Too many files' })),
  privacy: z._default(privacy, { visibility: DEFAULT_VISIBILITY, allowedTribes: [], intent: DEFAULT_INTENT }),
});
export type CreateUploadsBody = z.infer<typeof createUploadsBody>;

/** Multipart fields of POST /api/photos besides the file `photo`; allowedTribes arrives as JSON text. */
export const uploadPhotoFields = z.object({
  visibility: z._default(z.enum(VISIBILITIES, { error: PHOTO_MESSAGES.visibilityInvalid }), DEFAULT_VISIBILITY),
  allowedTribes: z.pipe(
    z.optional(z.string()),
    z.transform((text, ctx) => {
      if (!text) return [];
      try {
        return tribeIdList.parse(JSON.parse(text));
      } catch {
        ctx.issues.push({ code: 'custom', message: 'allowedTribes must be a JSON list of tribe ids', input: text });
        return z.NEVER;
      }
    }),
  ),
  intent: z._default(z.enum(INTENTS, { error: PHOTO_MESSAGES.intentInvalid }), DEFAULT_INTENT),
});
