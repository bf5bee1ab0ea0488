import type { Notification } from '@shared/schemas/social';
import { Button } from '@/components/ui/button/button';
import { AlertCircleIcon } from '@/components/ui/icons/alert-circle';
import { BellIcon } from '@/components/ui/icons/bell';
import { CheckIcon } from '@/components/ui/icons/check';
import { useToast } from '@/components/ui/toast/toast';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationRow, type RenderNotificationActions } from './notification-row';
import { NOTIFICATION_SCREEN_MESSAGES } from '@shared/messages/notification-screens';
import { RetryButton } from '@/components/ui/button/retry-button';

/** The bell's panel: the title, 'Mark all read' while anything is unread, and the list in its states. */
export function NotificationPanel({
  userId,
  unreadCount,
  onSelect,
  renderActions,
}: {
  userId: string;
  /** The polled unread count; it may count an unread item the first page does not show. */
  unreadCount: number;
  onSelect: (notification: Notification) => void;
  renderActions?: RenderNotificationActions;
}) {
  const { toast } = useToast();
  const { data, isPending, isError, refetch, isRefetching } = useNotifications(userId);
  const markAll = useMarkAllNotificationsRead({
    userId,
    mutationConfig: { onSuccess: () => toast({ title: NOTIFICATION_SCREEN_MESSAGES.allMarkedRead, variant: 'success' }) },
  });
  const notifications = data ?? [];
  const hasUnread = unreadCount > 0 || notifications.some((notification) => !notification.isRead);
  const now = new Date();

  return (
    <>
      <div className="notification-panel__header">
        <h2>{NOTIFICATION_SCREEN_MESSAGES.title}</h2>
        {hasUnread ? (
          <Button
            variant="ghost"
            size="sm"
            className="notification-panel__mark-all"
            icon={<CheckIcon />}
            onClick={() => markAll.mutate()}
            isLoading={markAll.isPending}
          >
            {NOTIFICATION_SCREEN_MESSAGES.markAllRead}
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <p className="notification-panel__status" role="status">
          {NOTIFICATION_SCREEN_MESSAGES.loading}
        </p>
      ) : isError && !data ? (
        <div className="notification-panel__empty" role="alert">
          <span className="notification-panel__empty-icon" aria-hidden="true">
            <AlertCircleIcon />
          </span>
          <p>{NOTIFICATION_SCREEN_MESSAGES.loadFailed}</p>
          <RetryButton onRetry={refetch} isRetrying={isRefetching} size="sm" />
        </div>
      ) : notifications.length === 0 ? (
        <div className="notification-panel__empty">
          <span className="notification-panel__empty-icon" aria-hidden="true">
            <BellIcon />
          </span>
          <p>{NOTIFICATION_SCREEN_MESSAGES.none}</p>
        </div>
      ) : (
        <ul className="notification-list" aria-label={NOTIFICATION_SCREEN_MESSAGES.title}>
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              now={now}
              onSelect={onSelect}
              actions={renderActions?.(notification)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
