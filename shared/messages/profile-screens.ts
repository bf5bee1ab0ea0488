/**
 * The profile screens' own words: the header, its tabs, the Following list, Follow, and
 * another member's profile while it loads or cannot be shown. The photo grids' words are in profile-photos.ts.
 */
export const PROFILE_SCREEN_MESSAGES = {
  creatorBadge: 'Creator',
  statsLabel: 'Profile statistics',
  photos: 'Photos',
  followers: 'Followers',
  following: 'Following',
  likes: 'Likes',
  liked: 'Liked',
  uploadVideo: 'Upload Video',
  editProfile: 'Edit Profile',
  sectionsLabel: 'Profile sections',
  loadingProfile: 'Loading profile',
  memberNotFoundTitle: 'Member not found',
  memberNotFoundText: 'This profile does not exist.',
  loadFailed: "We couldn't load this profile. Please try again.",
  noPhotosTitle: 'No photos yet',
  noPhotosShared: (name: string) => `${name} has not shared any photos with you yet.`,
  photosBy: (name: string) => `Photos by ${name}`,
  loadingFollowing: 'Loading who is followed',
  followingLoadFailed: "We couldn't load who is followed.",
  notFollowingTitle: 'Not following anyone yet',
  notFollowingSelf: 'Follow members from their profiles to see their photos in your Following feed.',
  notFollowingOther: 'Members this person follows appear here.',
  you: (name: string) => `${name} (you)`,
  follow: 'Follow',
  unfollow: 'Unfollow',
  followFailed: 'Failed to follow',
  unfollowFailed: 'Failed to unfollow',
} as const;
