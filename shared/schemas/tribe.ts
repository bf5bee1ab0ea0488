/** Tribes: their settings, what a tribe call sends and how the API answers. */
import * as z from '../zod';
import { INVITATION_STATUS, TRIBE_ROLES, TRIBE_TYPES, REACTION_TYPES, TONE_PREFERENCES } from '../enums';
import { userSummary } from './user';
import { EMAIL_MAX_LENGTH, TRIBE_NAME_MAX_LENGTH } from '../constants';
import { requiredText } from './fields';
import { AUTH_MESSAGES } from '../messages/auth';
import { TRIBE_MESSAGES } from '../messages/tribe';
import { lazySchema } from '../lazy-schema';

export const tribeSettings = lazySchema(() =>
  z.object({
    allowLikes: z.boolean(),
    allowComments: z.boolean(),
    reactionType: z.enum(REACTION_TYPES),
    tonePreference: z.enum(TONE_PREFERENCES),
  }),
);
export type TribeSettings = z.infer<typeof tribeSettings>;

export const addTribeMemberBody = lazySchema(() =>
  z.object({
    memberId: z
      .string({ error: TRIBE_MESSAGES.memberRequired })
      .check(
        z.trim(),
        z.minLength(1, { message: TRIBE_MESSAGES.memberRequired }),
        z.toLowerCase(),
        z.email({ message: AUTH_MESSAGES.emailInvalid }),
        z.maxLength(EMAIL_MAX_LENGTH, { message: AUTH_MESSAGES.emailTooLong }),
      ),
  }),
);

export const createTribeBody = lazySchema(() =>
  z.object({
    name: requiredText(TRIBE_NAME_MAX_LENGTH, 'Tribe name is required', 'Tribe name too long'),
  }),
);
export const renameTribeBody = createTribeBody;

export const tribeMember = lazySchema(() =>
  z.extend(userSummary, {
    /** A member id, or the address of an invitation not yet accepted (as the owner typed it, normalised). */
    memberId: z.string(),
    pending: z.boolean(),
  }),
);

export const tribe = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(TRIBE_TYPES),
    ownerId: z.string(),
    owner: userSummary,
    role: z.enum(TRIBE_ROLES),
    members: z.array(z.string()),
    memberDetails: z.array(tribeMember),
    memberCount: z.number().check(z.int()),
    photoCount: z.number().check(z.int()),
    settings: tribeSettings,
    createdAt: z.string(),
  }),
);
export type Tribe = z.infer<typeof tribe>;

/**
 * The answer to an invitation (POST /api/tribes/{tribeId}/members): the tribe as its owner sees it and
 * the invitation itself, the same whether or not the address has an account.
 */
export const tribeInvitationSent = lazySchema(() =>
  z.extend(tribe, {
    invitation: z.object({ email: z.string(), status: z.literal(INVITATION_STATUS) }),
  }),
);

/** An invitation waiting for the viewer (GET /api/tribes/invitations): which tribe, whose, since when. */
export const tribeInvitation = lazySchema(() =>
  z.object({
    id: z.string(),
    tribeId: z.string(),
    tribeName: z.string(),
    tribeType: z.enum(TRIBE_TYPES),
    owner: z.omit(userSummary, { email: true }),
    invitedAt: z.string(),
  }),
);
export type TribeInvitation = z.infer<typeof tribeInvitation>;
