/**
 * Tribes in the client shape (`shared/schemas/tribe.ts`) for one viewer. The owner sees the addresses
 * they entered; members see each other's names only (an address is not theirs to share).
 */
import type { Tribe } from '../../shared/schemas/tribe';
import type { TribeRecord } from '../data/tribes/tribe';
import { tribePhotoCount } from '../data/tribes/tribe-photos';
import { tribeRoster } from '../data/tribes/tribe-membership';
import { getUsers, type UserRecord } from '../data/members/users';
import { profileImageUrl } from '../lib/media/profile-image';

function summary(user: UserRecord | undefined, showEmail: boolean) {
  return {
    id: user?.id,
    firstName: user?.firstName ?? null,
    lastName: user?.lastName ?? null,
    email: showEmail ? (user?.email ?? null) : null,
    profileImageUrl: user ? profileImageUrl(user) : null,
  };
}

/** Every tribe with its roster and photo count; one wave of parallel reads, one batch of member profiles. */
export async function tribeAnswers(viewerId: string, tribes: TribeRecord[]): Promise<Tribe[]> {
  const details = await Promise.all(
    tribes.map(async (t) => ({ roster: await tribeRoster(t.id), photoCount: await tribePhotoCount(t.id) })),
  );
  const people = await getUsers([...tribes.map((t) => t.ownerId), ...details.flatMap((d) => d.roster.memberIds)]);
  return tribes.map((tribe, i) => {
    const { roster, photoCount } = details[i]!;
    const isOwner = tribe.ownerId === viewerId;
    const memberIds = roster.memberIds.filter((id) => people.has(id));
    return {
      id: tribe.id,
      name: tribe.name,
      type: tribe.type,
      ownerId: tribe.ownerId,
      owner: summary(people.get(tribe.ownerId), isOwner),
      role: isOwner ? 'owner' : 'member',
      members: memberIds,
      memberDetails: [
        ...memberIds.map((id) => ({ ...summary(people.get(id), isOwner || id === viewerId), memberId: id, pending: false })),
        ...(isOwner
          ? roster.invitedEmails.map((email) => ({
              firstName: null,
              lastName: null,
              email,
              profileImageUrl: null,
              memberId: email,
              pending: true,
            }))
          : []),
      ],
      memberCount: memberIds.length,
      photoCount,
      settings: tribe.settings,
      createdAt: tribe.createdAt,
    };
  });
}
