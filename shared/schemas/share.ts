/** Private share links: the create body, the owner's view, the public read. */
import * as z from '../zod';
import { SHARE_MESSAGE_MAX_LENGTH } from '../constants';
import { DEFAULT_SHARE_EXPIRY_DAYS, SHARE_EXPIRY_DAYS, SHARE_TYPES } from '../enums';
import { SHARE_MESSAGES } from '../messages/share';
import { emailField } from './fields';
import { lazySchema } from '../lazy-schema';

/** A photo id as the route and the body carry it: ULIDs, and nothing a key could be built from otherwise. */
const photoIdField = lazySchema(() =>
  z
    .string({ error: SHARE_MESSAGES.photoIdRequired })
    .check(z.trim(), z.regex(/^[0-9A-Za-z_-]{1,64}$/, { message: SHARE_MESSAGES.photoIdRequired })),
);

export const shareTypeField = lazySchema(() => z.enum(SHARE_TYPES, { error: SHARE_MESSAGES.shareTypeInvalid }));

export const createShareBody = lazySchema(() =>
  z.object({
    photoId: photoIdField,
    /** Optional; '' (the form's empty field) means no recipient. */
    toEmail: z.pipe(
      z.optional(
        z.union([
          z.pipe(
            z.literal(''),
            z.transform(() => null),
          ),
          z.null(),
          emailField,
        ]),
      ),
      z.transform((value) => value ?? null),
    ),
    shareType: shareTypeField,
    /** Optional; trimmed, and '' reads as none. */
    customMessage: z.pipe(
      z.nullish(
        z
          .string({ error: SHARE_MESSAGES.messageTooLong })
          .check(z.trim(), z.maxLength(SHARE_MESSAGE_MAX_LENGTH, { message: SHARE_MESSAGES.messageTooLong })),
      ),
      z.transform((value) => (value ? value : null)),
    ),
    expiresInDays: z._default(
      z.union(
        SHARE_EXPIRY_DAYS.map((days) => z.literal(days)),
        { error: SHARE_MESSAGES.expiryInvalid },
      ),
      DEFAULT_SHARE_EXPIRY_DAYS,
    ),
  }),
);
export type CreateShareBody = z.input<typeof createShareBody>;

/** A share as its creator manages it: never the link or its hash. */
export const share = lazySchema(() =>
  z.object({
    id: z.string(),
    photoId: z.string(),
    shareType: shareTypeField,
    toEmail: z.nullable(z.string()),
    customMessage: z.nullable(z.string()),
    createdAt: z.string(),
    expiresAt: z.string(),
    views: z.number().check(z.int()),
  }),
);
export type Share = z.infer<typeof share>;

/** 201 of POST /api/silent-shares: the only place the full link exists besides the recipient's mail. */
export const createdShare = lazySchema(() => z.object({ shareUrl: z.string(), share }));

export const shareListQuery = lazySchema(() => z.object({ photoId: z.optional(photoIdField) }));

/** GET /api/shares/{link}: what a recipient sees; nothing that names the owner's account or opens anything else. */
export const sharedPhoto = lazySchema(() =>
  z.object({
    shareType: shareTypeField,
    customMessage: z.nullable(z.string()),
    sender: z.object({ firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
    photo: z.object({ photoUrl: z.string(), title: z.string(), description: z.nullable(z.string()) }),
    createdAt: z.string(),
    expiresAt: z.string(),
  }),
);
export type SharedPhoto = z.infer<typeof sharedPhoto>;
