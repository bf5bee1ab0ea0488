/** The keys of a tribe and of its partition: members, invitations and the photos shared with it (deleted with the tribe's partition); see keys.ts for the scheme. */
import { TAG, userPartition } from './keys';

export const tribePartition = (tribeId: string) => `${TAG.tribe}${tribeId}`;
export const tribeKey = (tribeId: string) => ({ PK: tribePartition(tribeId), SK: 'TRIBE' });
export const tribeOwnerIndex = (ownerId: string, tribeId: string) => ({
  GSI1PK: userPartition(ownerId),
  GSI1SK: `${TAG.tribe}${tribeId}`,
});
export const memberKey = (tribeId: string, userId: string) => ({ PK: tribePartition(tribeId), SK: `${TAG.member}${userId}` });
export const memberOfIndex = (userId: string, tribeId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.memberOf}${tribeId}`,
});
/**
 * An invitation is keyed by the tribe and the invitee's normalised (trimmed, lower-case) address, the
 * form every account's email is stored in: an address that signs up later finds its invitations with
 * no write at sign-up.
 */
export const inviteKey = (tribeId: string, email: string) => ({ PK: tribePartition(tribeId), SK: `${TAG.invite}${email}` });
export const invitesPartition = (email: string) => `${TAG.invite}${email}`;
/** The invitations waiting for an address, newest first by the invitation's ULID (the Invitations list). */
export const inviteEmailIndex = (email: string, inviteId: string) => ({
  GSI1PK: invitesPartition(email),
  GSI1SK: `${TAG.invite}${inviteId}`,
});
/** How many custom tribes a member owns, moved in the same transaction as each one (the cap). */
export const customTribeCountKey = (userId: string) => ({ PK: userPartition(userId), SK: 'CUSTOMTRIBES' });
export const tribePhotoKey = (tribeId: string, photoId: string) => ({ PK: tribePartition(tribeId), SK: `${TAG.photo}${photoId}` });
