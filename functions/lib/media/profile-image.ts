/**
 * The picture shown for a member wherever their initials would be: their uploaded profile picture as a
 * signed media URL, else the picture their social provider gave, else null (the client shows initials).
 * Every payload that presents a member goes through here, so the rule is one.
 */
import type { UserRecord } from '../../data/members/users';
import { mediaUrl } from './media-urls';

export function profileImageUrl(user: Pick<UserRecord, 'avatarKey' | 'profileImageUrl'>): string | null {
  return user.avatarKey ? mediaUrl(user.avatarKey) : user.profileImageUrl;
}
