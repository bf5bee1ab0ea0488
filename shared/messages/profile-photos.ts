/** A profile's photo lists (its own photos and Liked), apart from photo.ts so the feed does not carry them. */
export const PROFILE_PHOTO_MESSAGES = {
  likedLabel: 'Photos you liked',
  noLikedTitle: 'No liked photos yet',
  noLiked: 'Photos you like appear here, newest like first.',
  browsePhotos: 'Browse photos',
  yourPhotosLabel: 'Your photos',
  noOwnPhotos: 'Share your first photo and AI will write its title, description and tags.',
} as const;
