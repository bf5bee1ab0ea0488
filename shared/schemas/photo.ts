/** Photos and the photo calls: a photo's privacy, what an upload sends, how the API answers. */
import * as z from '../zod';
import {
  SEARCH_QUERY_MAX_LENGTH,
  MAX_TRIBES_PER_PHOTO,
  ACCEPTED_IMAGE_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
} from '../constants';
import { AI_STYLES, DEFAULT_AI_STYLE, PHOTO_STATUSES, DEFAULT_INTENT, DEFAULT_VISIBILITY, INTENTS, VISIBILITIES } from '../enums';
import { PHOTO_MESSAGES } from '../messages/photo';
import { requiredText } from './fields';
import { userSummary } from './user';
import { lazySchema } from '../lazy-schema';

/** The tribes a photo is shared with, by id. */
export const tribeIdList = lazySchema(() =>
  z
    .array(z.string().check(z.minLength(1), z.maxLength(64)), { error: PHOTO_MESSAGES.privacyInvalid })
    .check(z.maxLength(MAX_TRIBES_PER_PHOTO, { message: PHOTO_MESSAGES.tooManyTribes })),
);

export const privacy = lazySchema(() =>
  z.object(
    {
      visibility: z._default(z.enum(VISIBILITIES, { error: PHOTO_MESSAGES.visibilityInvalid }), DEFAULT_VISIBILITY),
      allowedTribes: z._default(tribeIdList, []),
      intent: z._default(z.enum(INTENTS, { error: PHOTO_MESSAGES.intentInvalid }), DEFAULT_INTENT),
    },
    { error: PHOTO_MESSAGES.privacyInvalid },
  ),
);
export type Privacy = z.infer<typeof privacy>;

/** One file the browser wants to upload straight to storage. */
export const uploadRequestFile = lazySchema(() =>
  z.object({
    name: z
      .string({ error: PHOTO_MESSAGES.fileNameRequired })
      .check(z.minLength(1, { error: PHOTO_MESSAGES.fileNameRequired }), z.maxLength(255)),
    type: z.enum(ACCEPTED_IMAGE_MIME_TYPES, { error: 'File type must be image/jpeg, image/png, image/gif, image/webp' }),
    size: z.number().check(z.int(), z.gte(1), z.lte(MAX_UPLOAD_BYTES, { message: `File is larger than ${MAX_UPLOAD_BYTES} bytes` })),
  }),
);

export const createUploadsBody = lazySchema(() =>
  z.object({
    files: z
      .array(uploadRequestFile, { error: PHOTO_MESSAGES.filesInvalid })
      .check(z.minLength(1, { message: PHOTO_MESSAGES.noPhotos }), z.maxLength(MAX_UPLOAD_FILES, { message: 'Too many files' })),
    privacy: z._default(privacy, { visibility: DEFAULT_VISIBILITY, allowedTribes: [], intent: DEFAULT_INTENT }),
  }),
);
export type CreateUploadsBody = z.infer<typeof createUploadsBody>;

/** Multipart fields of POST /api/photos besides the file `photo`; allowedTribes arrives as JSON text. */
export const uploadPhotoFields = lazySchema(() =>
  z.object({
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
  }),
);

export const tribeSpecificContent = lazySchema(() =>
  z.record(z.string(), z.object({ caption: z.optional(z.string()), tone: z.optional(z.string()) })),
);

export const photo = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    title: z.string(),
    description: z.nullable(z.string()),
    /** Signed URL of the display image (the original, for its owner, while it is being analysed); '' when none. */
    photoUrl: z.string(),
    thumbnailUrl: z.nullable(z.string()),
    /** Signed URL of the uploaded original: its owner only, null for everyone else. */
    originalUrl: z.nullable(z.string()),
    /** Pixel size after EXIF orientation, once analysed. */
    width: z.nullable(z.number().check(z.int())),
    height: z.nullable(z.number().check(z.int())),
    /** The AI style the current text was written in. */
    style: z.enum(AI_STYLES),
    /** A tiny blurred image as a data URL, shown while the real one loads. */
    placeholder: z.nullable(z.string()),
    status: z.enum(PHOTO_STATUSES),
    /**
     * Its owner only (false for everyone else): the photo shows an edit saved in place, so it can
     * be reverted to its original; and an edit is on its way (the image shown is the one before it).
     */
    edited: z._default(z.boolean(), false),
    editProcessing: z._default(z.boolean(), false),
    views: z.number().check(z.int()),
    likes: z.number().check(z.int()),
    dislikes: z.number().check(z.int()),
    comments: z.number().check(z.int()),
    tags: z.array(z.string()),
    mood: z.nullable(z.string()),
    primaryColors: z.array(z.string()),
    isLiked: z.boolean(),
    isDisliked: z.boolean(),
    privacy,
    user: userSummary,
    tribeSpecificContent: tribeSpecificContent,
    /**
     * The viewer's tribes this photo reaches them through: set only for a viewer who is not the
     * owner and sees a tribes-only photo as a member; never a tribe the viewer is not in.
     */
    sharedThrough: z._default(z.array(z.object({ id: z.string(), name: z.string() })), []),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Photo = z.infer<typeof photo>;

export const photoList = lazySchema(() => z.array(photo));

export const updatePrivacyBody = lazySchema(() => z.object({ privacy }));

export const reanalyzeBody = lazySchema(() =>
  z.object({
    style: z._default(z.enum(AI_STYLES, { error: PHOTO_MESSAGES.invalidStyle }), DEFAULT_AI_STYLE),
  }),
);

export const aiAnalysis = lazySchema(() =>
  z.object({
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    mood: z.string(),
    primaryColors: z.array(z.string()),
  }),
);
export type AiAnalysis = z.infer<typeof aiAnalysis>;

/** The answer of a restyle's undo: the text that came back, in its style. */
export const restoredAnalysis = lazySchema(() => z.extend(aiAnalysis, { style: z.enum(AI_STYLES) }));
export type RestoredAnalysis = z.infer<typeof restoredAnalysis>;
/** GET /api/photos/search?q=: the words to look for (the cursor and limit are the list's). */
export const searchQuery = lazySchema(() =>
  z.object({
    q: requiredText(SEARCH_QUERY_MAX_LENGTH, PHOTO_MESSAGES.searchQueryRequired, PHOTO_MESSAGES.searchQueryTooLong),
  }),
);

export const trendingQuery = lazySchema(() =>
  z.object({
    limit: z._default(
      z.coerce
        .number({ error: PHOTO_MESSAGES.trendingLimit })
        .check(
          z.int({ error: PHOTO_MESSAGES.trendingLimit }),
          z.gte(1, { error: PHOTO_MESSAGES.trendingLimit }),
          z.lte(50, { error: PHOTO_MESSAGES.trendingLimit }),
        ),
      10,
    ),
  }),
);

export const presignedUpload = lazySchema(() =>
  z.object({
    photoId: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
);
export const createUploadsResponse = lazySchema(() => z.object({ uploads: z.array(presignedUpload) }));
