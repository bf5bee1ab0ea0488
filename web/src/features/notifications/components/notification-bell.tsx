/**
 * The header's notification bell: the unread badge, polled every 30 s while a
 * member is signed in, and a panel that lists the notifications. A row marks itself read, closes the
 * panel and, for a photo notification, opens the photo.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { UNREAD_BADGE_CAP } from '@shared/constants';
import type { Notification } from '@shared/schemas/social';
import { BellIcon } from '@/components/ui/icons/bell';
import { Popover } from '@/components/ui/popover/popover';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationKeys } from '../api/notification-keys';
import { NotificationPanel } from './notification-panel';
import type { RenderNotificationActions } from './notification-row';
import './notification-bell.css';
import { moveFocusAmong } from '@/lib/roving-focus';
import { NOTIFICATION_SCREEN_MESSAGES } from '@shared/messages/notification-screens';

/** '99+' above the cap, else the number. */
export const unreadBadgeText = (count: number) => (count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count));

const bellLabel = (count: number) =>
  count > 0 ? NOTIFICATION_SCREEN_MESSAGES.titleWithUnread(count) : NOTIFICATION_SCREEN_MESSAGES.title;

/** Arrow keys, Home and End move between the rows (Tab still walks every button). */
const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => moveFocusAmong(event, '.notification-row');

/** While `holdCount` is true the unread count is not read yet (the home holds it until its photo is on screen). */
export function NotificationBell({
  renderActions,
  holdCount = false,
}: { renderActions?: RenderNotificationActions; holdCount?: boolean } = {}) {
  const { user } = useUser();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useUnreadCount(userId, { hold: holdCount });
  const markRead = useMarkNotificationRead({ userId: userId ?? '' });
  if (!userId) return null;

  const count = data?.count ?? 0;
  const select = (notification: Notification, close: () => void) => {
    if (!notification.isRead) markRead.mutate({ id: notification.id });
    close();
    // An opened capsule is read on the Memories screen, not on its photo.
    if (notification.type === 'capsule_open') navigate(paths.app.capsules.getHref());
    else if (notification.type === 'tribe_invite') navigate(paths.app.tribes.getHref());
    else if (notification.photoId) navigate(paths.app.photo.getHref(notification.photoId));
  };
  const onOpen = (panel: HTMLDivElement) => {
    // Opening refreshes the count and the list; a fetch already under way is joined, not restarted.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.user(userId) }, { cancelRefetch: false });
    (panel.querySelector<HTMLElement>('.notification-row') ?? panel.querySelector<HTMLElement>('button'))?.focus();
  };

  return (
    <Popover
      label={NOTIFICATION_SCREEN_MESSAGES.title}
      panelClassName="notification-panel"
      onOpen={onOpen}
      onPanelKeyDown={onPanelKeyDown}
      renderTrigger={(props) => (
        <button {...props} className="icon-button notification-bell__trigger" aria-label={bellLabel(count)}>
          <BellIcon />
          {count > 0 ? (
            <span className="notification-bell__badge" aria-hidden="true" data-testid="unread-badge">
              {unreadBadgeText(count)}
            </span>
          ) : null}
        </button>
      )}
    >
      {(close) => (
        <NotificationPanel
          userId={userId}
          unreadCount={count}
          onSelect={(notification) => select(notification, close)}
          renderActions={renderActions}
        />
      )}
    </Popover>
  );
}
