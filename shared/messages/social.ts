/** What the social calls answer besides validation. */
export const SOCIAL_MESSAGES = {
  likesOff: 'Likes are turned off for the tribes this photo is shared with',
  commentsOff: 'Comments are turned off for the tribes this photo is shared with',
  memberNotFound: 'Member not found',
  notYourself: 'You cannot follow yourself',
  /** GET /api/users/{userId}/liked-photos for anyone but the member. */
  likedOwnerOnly: 'Only the member can see the photos they liked',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment is too long (2000 characters at most)',
  notificationNotFound: 'Notification not found',
  likeTitle: 'New like',
  liked: (name: string, title: string) => `${name} liked your photo "${title}"`,
  commentTitle: 'New comment',
  commented: (name: string, title: string) => `${name} commented on your photo "${title}"`,
  followerTitle: 'New follower',
  followed: (name: string) => `${name} started following you`,
  newPhotoTitle: 'New photo',
  newPhoto: (name: string, tribe: string) => `${name} shared a photo with ${tribe}`,
} as const;
