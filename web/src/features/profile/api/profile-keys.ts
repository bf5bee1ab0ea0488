/** Every member-profile query key starts with 'profiles', so one filter reaches them all. */
export const profileKeys = {
  all: ['profiles'] as const,
  member: (userId: string) => [...profileKeys.all, userId] as const,
};
