/**
 * A photo's privacy (SPEC.md section 3): who sees it, and why it was shared. Its own module because the
 * data layer reads it from every stored photo: a Lambda bundle that reads photos holds this schema, not
 * every photo call's (esbuild keeps all of a module's schemas once it is imported; issue 12).
 */
import * as z from '../zod';
import { MAX_TRIBES_PER_PHOTO } from '../constants';
import { DEFAULT_INTENT, DEFAULT_VISIBILITY, INTENTS, VISIBILITIES } from '../enums';
import { PHOTO_MESSAGES } from '../messages/photo';

/** The tribes a photo is shared with, by id. */
export const tribeIdList = z
  .array(z.string().check(z.minLength(1), z.maxLength(64)), { error: PHOTO_MESSAGES.privacyInvalid })
  .check(z.maxLength(MAX_TRIBES_PER_PHOTO, { message: PHOTO_MESSAGES.tooManyTribes }));

export const privacy = z.object(
  {
    visibility: z._default(z.enum(VISIBILITIES, { error: PHOTO_MESSAGES.visibilityInvalid }), DEFAULT_VISIBILITY),
    allowedTribes: z._default(tribeIdList, []),
    intent: z._default(z.enum(INTENTS, { error: PHOTO_MESSAGES.intentInvalid }), DEFAULT_INTENT),
  },
  { error: PHOTO_MESSAGES.privacyInvalid },
);
export type Privacy = z.infer<typeof privacy>;
