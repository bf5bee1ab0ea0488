import { headerDisplayName } from '../../../shared/display';
import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import type { FollowedMember, MemberProfile } from '../../../shared/schemas/social';
import { follow, followedAmong, followedPage, isFollowing, socialCounts, unfollow } from '../../data/community/follows';
import { putNotification } from '../../data/community/new-notifications';
import { getUser, getUsers, type UserRecord } from '../../data/members/users';
import { BadRequestError, NotFoundError } from '../../kernel/errors';
import { nextSealedCursor, readSealedListQuery } from '../../lib/http/sealed-cursor';
import { ok, page } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { logger } from '../../kernel/logger';
import { profileImageUrl } from '../../lib/media/profile-image';

/** A member as another sees them: the name and picture; the email only to the member themself. */
const memberSummary = (user: UserRecord, viewerId: string): MemberProfile['user'] => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.id === viewerId ? user.email : null,
  profileImageUrl: profileImageUrl(user),
});

async function profileOf(viewerId: string, userId: string): Promise<MemberProfile> {
  const [user, counts, following] = await Promise.all([
    getUser(userId),
    socialCounts(userId),
    viewerId === userId ? Promise.resolve(false) : isFollowing(viewerId, userId),
  ]);
  if (!user) throw new NotFoundError(SOCIAL_MESSAGES.memberNotFound);
  return {
    user: memberSummary(user, viewerId),
    ...counts,
    isFollowing: following,
    isSelf: user.id === viewerId,
  };
}

/** GET /api/users/{userId}/profile: name, followers, following, likes received, and whether the viewer follows. */
export const getProfile: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  return ok(await profileOf(me.user.id, pathParam(event, 'userId')));
};

/** POST /api/users/{userId}/follow: idempotent; the member is told once. */
export const followMember: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const userId = pathParam(event, 'userId');
  if (userId === me.user.id) throw new BadRequestError(SOCIAL_MESSAGES.notYourself);
  if (!(await getUser(userId))) throw new NotFoundError(SOCIAL_MESSAGES.memberNotFound);
  if (await follow(me.user.id, userId)) {
    await putNotification({
      userId,
      fromUserId: me.user.id,
      photoId: null,
      type: 'new_follower',
      title: SOCIAL_MESSAGES.followerTitle,
      message: SOCIAL_MESSAGES.followed(headerDisplayName(me.user)),
      dedupeKey: `follow#${me.user.id}#${userId}`,
    }).catch((error: unknown) => logger.warn('follow notification not written', { userId, error: String(error) }));
  }
  return ok(await profileOf(me.user.id, userId));
};

/** DELETE /api/users/{userId}/follow: idempotent. */
export const unfollowMember: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const userId = pathParam(event, 'userId');
  await unfollow(me.user.id, userId);
  return ok(await profileOf(me.user.id, userId));
};

/**
 * GET /api/users/{userId}/following: the members this profile follows, newest follow first, a page at a
 * time, each with whether the viewer follows them. Who follows whom is as public as the profile's counts.
 */
export const listFollowed: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const userId = pathParam(event, 'userId');
  const query = readSealedListQuery(event, me.user.id);
  const [owner, followed] = await Promise.all([getUser(userId), followedPage(userId, query)]);
  if (!owner) throw new NotFoundError(SOCIAL_MESSAGES.memberNotFound);
  const [users, viewerFollows] = await Promise.all([
    getUsers(followed.ids),
    userId === me.user.id ? Promise.resolve(new Set(followed.ids)) : followedAmong(me.user.id, followed.ids),
  ]);
  const members: FollowedMember[] = followed.ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [{ user: memberSummary(user, me.user.id), isFollowing: viewerFollows.has(id), isSelf: id === me.user.id }] : [];
  });
  return page(members, nextSealedCursor(me.user.id, followed.more, followed.lastFollowId));
};
