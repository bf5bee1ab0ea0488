/**
 * Every notification query key starts with ['notifications', userId], so one filter reaches the list
 * and the unread count of the member signed in (and a later member never sees another's cache).
 */
export const notificationKeys = {
  user: (userId: string) => ['notifications', userId] as const,
  list: (userId: string) => ['notifications', userId, 'list'] as const,
  unreadCount: (userId: string) => ['notifications', userId, 'unread-count'] as const,
};
