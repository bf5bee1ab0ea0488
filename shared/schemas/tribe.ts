/** Tribes (SPEC.md section 3, DESIGN.md section 6). */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, TRIBE_NAME_MAX_LENGTH } from '../constants';
import { INVITATION_STATUS, TRIBE_ROLES, TRIBE_TYPES } from '../enums';
import { VALIDATION } from '../messages/validation';
import { tribeSettings } from './tribe-settings';
import { userSummary } from './user';

export const tribeMember = z.extend(userSummary, {
  /** A member id, or the address of an invitation not yet accepted (as the owner typed it, normalised). */
  memberId: z.string(),
  pending: z.boolean(),
});

export const tribe = z.object({
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
});
export type Tribe = z.infer<typeof tribe>;

export const addTribeMemberBody = z.object({
  memberId: z
    .string({ error: VALIDATION.memberRequired })
    .check(
      z.trim(),
      z.minLength(1, { message: VALIDATION.memberRequired }),
      z.toLowerCase(),
      z.email({ message: VALIDATION.emailInvalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { message: VALIDATION.emailTooLong }),
    ),
});

/**
 * The answer to an invitation (POST /api/tribes/{tribeId}/members): the tribe as its owner sees it and
 * the invitation itself, the same whether or not the address has an account.
 */
export const tribeInvitationSent = z.extend(tribe, {
  invitation: z.object({ email: z.string(), status: z.literal(INVITATION_STATUS) }),
});
export type TribeInvitationSent = z.infer<typeof tribeInvitationSent>;

/** An invitation waiting for the viewer (GET /api/tribes/invitations): which tribe, whose, since when. */
export const tribeInvitation = z.object({
  id: z.string(),
  tribeId: z.string(),
  tribeName: z.string(),
  tribeType: z.enum(TRIBE_TYPES),
  owner: z.omit(userSummary, { email: true }),
  invitedAt: z.string(),
});
export type TribeInvitation = z.infer<typeof tribeInvitation>;

export const createTribeBody = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'Tribe name is required' }),
      z.maxLength(TRIBE_NAME_MAX_LENGTH, { message: 'Tribe name too long' }),
    ),
});
export const renameTribeBody = createTribeBody;
