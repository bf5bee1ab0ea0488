/** Every member-profile query key starts with 'profiles', so one filter reaches them all. */
export const profileKeys = {
  all: ['profiles'] as const,
  member: (userId: string) => [...profileKeys.all, userId] as const,
  /** GET /api/users/{userId}/following: under the member's key, so a follow elsewhere refreshes it. */
  following: (userId: string) => [...profileKeys.member(userId), 'following'] as const,
};
