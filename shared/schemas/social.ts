/** Comments, likes, follows and notifications. */
import * as z from '../zod';
import { COMMENT_MAX_LENGTH } from '../constants';
import { NOTIFICATION_TYPES } from '../enums';
import { requiredText } from './fields';
import { userSummary } from './user';
import { SOCIAL_MESSAGES } from '../messages/social';
import { lazySchema } from '../lazy-schema';

export const comment = lazySchema(() =>
  z.object({
    id: z.string(),
    photoId: z.string(),
    userId: z.string(),
    content: z.string(),
    user: userSummary,
    createdAt: z.string(),
  }),
);
export type Comment = z.infer<typeof comment>;

export const createCommentBody = lazySchema(() =>
  z.object({
    content: requiredText(COMMENT_MAX_LENGTH, SOCIAL_MESSAGES.commentRequired, SOCIAL_MESSAGES.commentTooLong),
  }),
);

export const like = lazySchema(() => z.object({ id: z.string(), photoId: z.string(), userId: z.string(), createdAt: z.string() }));

export const reactionResult = lazySchema(() =>
  z.object({
    likes: z.number().check(z.int()),
    dislikes: z.number().check(z.int()),
    isLiked: z.boolean(),
    isDisliked: z.boolean(),
  }),
);
export type ReactionResult = z.infer<typeof reactionResult>;

export const follow = lazySchema(() =>
  z.object({ id: z.string(), followerId: z.string(), followingId: z.string(), createdAt: z.string() }),
);

/** `type` is open: an unknown type renders with the default bell icon. */
export const notification = lazySchema(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    fromUserId: z.nullable(z.string()),
    photoId: z.nullable(z.string()),
    /** The tribe a tribe_invite is about: the bell accepts or declines it from the row. */
    tribeId: z.nullish(z.string()),
    type: z.union([z.enum(NOTIFICATION_TYPES), z.string()]),
    title: z.string(),
    message: z.string(),
    isRead: z.boolean(),
    createdAt: z.string(),
  }),
);
export type Notification = z.infer<typeof notification>;

export const unreadCount = lazySchema(() => z.object({ count: z.number().check(z.int()) }));

/** A member as their profile shows them (our addition: follows and counts are real). */
export const memberProfile = lazySchema(() =>
  z.object({
    user: userSummary,
    followers: z.number().check(z.int()),
    following: z.number().check(z.int()),
    /** Likes the member's photos have received. */
    likes: z.number().check(z.int()),
    isFollowing: z.boolean(),
    isSelf: z.boolean(),
  }),
);
export type MemberProfile = z.infer<typeof memberProfile>;

/** One member in a profile's Following tab (GET /api/users/{userId}/following): who, and whether the viewer follows them. */
export const followedMember = lazySchema(() =>
  z.object({
    user: userSummary,
    isFollowing: z.boolean(),
    isSelf: z.boolean(),
  }),
);
export type FollowedMember = z.infer<typeof followedMember>;
export const followedMemberList = lazySchema(() => z.array(followedMember));
