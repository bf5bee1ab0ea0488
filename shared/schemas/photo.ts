/**
 * Photos and the photo calls (SPEC.md sections 3 and 7, DESIGN.md section 6); their privacy is in
 * privacy.ts, what an upload sends in photo-upload.ts.
 */
import * as z from '../zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants';
import { AI_STYLES, DEFAULT_AI_STYLE, PHOTO_STATUSES } from '../enums';
import { PHOTO_MESSAGES } from '../messages/photo';
import { privacy } from './privacy';
import { requiredText } from './required-text';
import { userSummary } from './user';

export const tribeSpecificContent = z.record(z.string(), z.object({ caption: z.optional(z.string()), tone: z.optional(z.string()) }));

export const photo = z.object({
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
   * The viewer's tribes this photo reaches them through (issue 17): set only for a viewer who is not the
   * owner and sees a tribes-only photo as a member; never a tribe the viewer is not in.
   */
  sharedThrough: z._default(z.array(z.object({ id: z.string(), name: z.string() })), []),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Photo = z.infer<typeof photo>;

export const photoList = z.array(photo);

export const updatePrivacyBody = z.object({ privacy });

export const reanalyzeBody = z.object({
  style: z._default(z.enum(AI_STYLES, { error: PHOTO_MESSAGES.invalidStyle }), DEFAULT_AI_STYLE),
});

export const aiAnalysis = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  mood: z.string(),
  primaryColors: z.array(z.string()),
});
export type AiAnalysis = z.infer<typeof aiAnalysis>;

/** The answer of a restyle's undo: the text that came back, in its style. */
export const restoredAnalysis = z.extend(aiAnalysis, { style: z.enum(AI_STYLES) });
export type RestoredAnalysis = z.infer<typeof restoredAnalysis>;
/** GET /api/photos/search?q=: the words to look for (the cursor and limit are the list's). */
export const searchQuery = z.object({
  q: requiredText(SEARCH_QUERY_MAX_LENGTH, PHOTO_MESSAGES.searchQueryRequired, PHOTO_MESSAGES.searchQueryTooLong),
});

export const trendingQuery = z.object({
  limit: z._default(
    z
      .coercedNumber({ error: PHOTO_MESSAGES.trendingLimit })
      .check(
        z.int({ error: PHOTO_MESSAGES.trendingLimit }),
        z.gte(1, { error: PHOTO_MESSAGES.trendingLimit }),
        z.lte(50, { error: PHOTO_MESSAGES.trendingLimit }),
      ),
    10,
  ),
});

export const presignedUpload = z.object({
  photoId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export const createUploadsResponse = z.object({ uploads: z.array(presignedUpload) });
