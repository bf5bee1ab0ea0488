/**
 * Tribes as the API answers them (SPEC.md section 3, DESIGN.md section 6); what a tribe call sends is in
 * tribe-requests.ts.
 */
import * as z from '../zod';
import { INVITATION_STATUS, TRIBE_ROLES, TRIBE_TYPES } from '../enums';
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
