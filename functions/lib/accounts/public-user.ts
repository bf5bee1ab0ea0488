import type { PublicUser } from '../../../shared/schemas/user';
import type { UserRecord } from '../../data/members/users';
import { profileImageUrl } from '../media/profile-image';

/** The member as the client may see it: everything but secrets. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: profileImageUrl(user),
    authProvider: user.authProvider,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
