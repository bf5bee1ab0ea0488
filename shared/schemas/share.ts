/** Private share links (SPEC.md sections 3 and 7; issue 10): the create body, the owner's view, the public read. */
import { z } from 'zod';
import { SHARE_MESSAGE_MAX_LENGTH } from '../constants';
import { DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, SHARE_TYPES } from '../enums';
import { SHARE_MESSAGES } from '../messages';
import { emailField } from './fields';

/** A photo id as the route and the body carry it: ULIDs, and nothing a key could be built from otherwise. */
const photoIdField = z
  .string({ error: SHARE_MESSAGES.photoIdRequired })
  .trim()
  .regex(/^[0-9A-Za-z_-]{1,64}$/, { message: SHARE_MESSAGES.photoIdRequired });

export const shareTypeField = z.enum(SHARE_TYPES, { error: SHARE_MESSAGES.shareTypeInvalid });

export const createShareBody = z.object({
  photoId: photoIdField,
  /** Optional; '' (the form's empty field) means no recipient. */
  toEmail: z
    .union([z.literal('').transform(() => null), z.null(), emailField])
    .optional()
    .transform((value) => value ?? null),
  shareType: shareTypeField,
  /** Optional; trimmed, and '' reads as none. */
  customMessage: z
    .string({ error: SHARE_MESSAGES.messageTooLong })
    .trim()
    .max(SHARE_MESSAGE_MAX_LENGTH, { message: SHARE_MESSAGES.messageTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
  expiresInDays: z
    .union(
      SHARE_EXPIRY_DAYS.map((days) => z.literal(days)),
      { error: SHARE_MESSAGES.expiryInvalid },
    )
    .default(DEFAULT_SHARE_EXPIRY_DAYS),
});
export type CreateShareBody = z.input<typeof createShareBody>;

/** A share as its creator manages it: never the link or its hash. */
export const share = z.object({
  id: z.string(),
  photoId: z.string(),
  shareType: shareTypeField,
  toEmail: z.string().nullable(),
  customMessage: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  views: z.number().int(),
});
export type Share = z.infer<typeof share>;

/** 201 of POST /api/silent-shares: the only place the full link exists besides the recipient's mail. */
export const createdShare = z.object({ shareUrl: z.string(), share });
export type CreatedShare = z.infer<typeof createdShare>;

export const shareListQuery = z.object({ photoId: photoIdField.optional() });

/** GET /api/shares/{link}: what a recipient sees; nothing that names the owner's account or opens anything else. */
export const sharedPhoto = z.object({
  shareType: shareTypeField,
  customMessage: z.string().nullable(),
  sender: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  photo: z.object({ photoUrl: z.string(), title: z.string(), description: z.string().nullable() }),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type SharedPhoto = z.infer<typeof sharedPhoto>;
