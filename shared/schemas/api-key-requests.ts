/**
 * What the API key calls and the mobile API send (SPEC.md sections 2, 3, 5 and 7; issue 15). Apart from
 * the answers (api-key.ts), so the mobile Lambda holds these and not the answers' schemas (esbuild keeps
 * all of a module's schemas once it is imported; issue 12).
 */
import * as z from '../zod';
import { API_KEY_NAME_MAX_LENGTH, MAX_UPLOAD_FILES } from '../constants';
import { API_KEY_PLATFORMS, DEFAULT_INTENT, DEFAULT_VISIBILITY } from '../enums';
import { API_KEY_MESSAGES } from '../messages/api-key';
import { uploadPhotoFields, uploadRequestFile } from './photo-upload';
import { privacy } from './privacy';
import { requiredText } from './required-text';
import { PHOTO_MESSAGES } from '../messages/photo';

/** Matches the length titleFromFileName cuts to. */
const TITLE_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 2000;

export const generateKeyBody = z.object({
  platform: z.enum(API_KEY_PLATFORMS, { error: API_KEY_MESSAGES.missing }),
  name: requiredText(API_KEY_NAME_MAX_LENGTH, API_KEY_MESSAGES.missing, API_KEY_MESSAGES.nameTooLong),
});
export type GenerateKeyBody = z.infer<typeof generateKeyBody>;

const title = requiredText(TITLE_MAX_LENGTH, API_KEY_MESSAGES.titleRequired, API_KEY_MESSAGES.titleTooLong);
/** Blank reads as absent: the AI writes that text. */
const description = z.optional(
  z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, { error: API_KEY_MESSAGES.descriptionTooLong })),
);

/**
 * Multipart fields of POST /api/mobile/upload: the web upload's privacy fields plus the app's text. The
 * shape is spread rather than `z.extend`ed: extend brings zod's util helpers into the mobile bundle (issue 12).
 */
export const mobileUploadFields = z.object({ ...uploadPhotoFields.shape, title, description });
export type MobileUploadFields = z.infer<typeof mobileUploadFields>;

/** POST /api/mobile/uploads: the presigned flow, for photos up to 10 MB. */
export const createMobileUploadsBody = z.object({
  files: z
    .array(uploadRequestFile, { error: PHOTO_MESSAGES.filesInvalid })
    .check(z.minLength(1, { message: PHOTO_MESSAGES.noPhotos }), z.maxLength(MAX_UPLOAD_FILES, { message: 'Too many files' })),
  /** Blank reads as absent, like description. */
  title: z.optional(z.string().check(z.trim(), z.maxLength(TITLE_MAX_LENGTH, { error: API_KEY_MESSAGES.titleTooLong }))),
  description,
  privacy: z._default(privacy, { visibility: DEFAULT_VISIBILITY, allowedTribes: [], intent: DEFAULT_INTENT }),
});
export type CreateMobileUploadsBody = z.infer<typeof createMobileUploadsBody>;
