/** Mobile API keys and the mobile API: what the calls send and how the API answers. */
import * as z from '../zod';
import { API_KEY_PLATFORMS, DEFAULT_INTENT, DEFAULT_VISIBILITY } from '../enums';
import { API_KEY_NAME_MAX_LENGTH, MAX_UPLOAD_FILES } from '../constants';
import { API_KEY_MESSAGES } from '../messages/api-key';
import { uploadPhotoFields, uploadRequestFile, privacy } from './photo';
import { requiredText } from './fields';
import { PHOTO_MESSAGES } from '../messages/photo';
import { lazySchema } from '../lazy-schema';

/** Matches the length titleFromFileName cuts to. */
const TITLE_MAX_LENGTH = 100;
const DESCRIPTION_MAX_LENGTH = 2000;

export const generateKeyBody = lazySchema(() =>
  z.object({
    platform: z.enum(API_KEY_PLATFORMS, { error: API_KEY_MESSAGES.missing }),
    name: requiredText(API_KEY_NAME_MAX_LENGTH, API_KEY_MESSAGES.missing, API_KEY_MESSAGES.nameTooLong),
  }),
);
export type GenerateKeyBody = z.infer<typeof generateKeyBody>;

const title = lazySchema(() => requiredText(TITLE_MAX_LENGTH, API_KEY_MESSAGES.titleRequired, API_KEY_MESSAGES.titleTooLong));
/** Blank reads as absent: the AI writes that text. */
const description = lazySchema(() =>
  z.optional(z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX_LENGTH, { error: API_KEY_MESSAGES.descriptionTooLong }))),
);

/** Multipart fields of POST /api/mobile/upload: the web upload's privacy fields plus the app's text. */
export const mobileUploadFields = lazySchema(() => z.extend(uploadPhotoFields, { title, description }));

/** POST /api/mobile/uploads: the presigned flow, for photos up to 10 MB. */
export const createMobileUploadsBody = lazySchema(() =>
  z.object({
    files: z
      .array(uploadRequestFile, { error: PHOTO_MESSAGES.filesInvalid })
      .check(z.minLength(1, { message: PHOTO_MESSAGES.noPhotos }), z.maxLength(MAX_UPLOAD_FILES, { message: 'Too many files' })),
    /** Blank reads as absent, like description. */
    title: z.optional(z.string().check(z.trim(), z.maxLength(TITLE_MAX_LENGTH, { error: API_KEY_MESSAGES.titleTooLong }))),
    description,
    privacy: z._default(privacy, { visibility: DEFAULT_VISIBILITY, allowedTribes: [], intent: DEFAULT_INTENT }),
  }),
);

/** A key as its owner sees it: never the key itself nor its hash. */
export const apiKeySummary = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    platform: z.enum(API_KEY_PLATFORMS),
    /** The first and last four characters with a mask between. */
    keyPreview: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    lastUsed: z.nullable(z.string()),
    isActive: z.boolean(),
  }),
);
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** The full key, shown once: it is stored only as its SHA-256 hash. */
export const generateKeyResponse = lazySchema(() => z.object({ apiKey: z.string(), key: apiKeySummary }));
export type GenerateKeyResponse = z.infer<typeof generateKeyResponse>;

export const apiKeyList = lazySchema(() => z.object({ apiKeys: z.array(apiKeySummary) }));
export type ApiKeyList = z.infer<typeof apiKeyList>;

export const mobileStatus = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    user: z.object({ id: z.string(), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
    key: z.object({ name: z.string(), platform: z.enum(API_KEY_PLATFORMS), expiresAt: z.string() }),
  }),
);
export type MobileStatus = z.infer<typeof mobileStatus>;
