/** Every member-profile query key starts with 'profiles', so one filter reaches them all. */
export const profileKeys = {
  all: ['profiles'] as const,
  member: (userId: string) => ['profiles', userId] as const,
};

/**
 * The Following tab's photo list (GET /api/photos/following) lives with the photos; a follow changes
 * it. Named here as a key only: features do not import each other.
 */
export const FOLLOWING_PHOTOS_KEY = ['photos', 'following'] as const;
