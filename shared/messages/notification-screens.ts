/** The bell and its panel: the panel's title, its states and 'Mark all read'. */
export const NOTIFICATION_SCREEN_MESSAGES = {
  title: 'Notifications',
  /** The bell's accessible name with a count on it. */
  titleWithUnread: (count: number) => `Notifications, ${count} unread`,
  markAllRead: 'Mark all read',
  allMarkedRead: 'All notifications marked as read',
  loading: 'Loading notifications...',
  loadFailed: "We couldn't load your notifications.",
  none: 'No notifications yet',
  unread: 'Unread',
} as const;
