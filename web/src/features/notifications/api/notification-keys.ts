/**
 * Every notification query key starts with ['notifications', userId], so one filter reaches the list
 * and the unread count of the member signed in (and a later member never sees another's cache).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: string) => [...notificationKeys.all, userId] as const,
  list: (userId: string) => [...notificationKeys.user(userId), 'list'] as const,
  unreadCount: (userId: string) => [...notificationKeys.user(userId), 'unread-count'] as const,
};
