import type { ReactNode } from 'react';
import type { Notification } from '@shared/schemas/social';
import { relativeTime } from '../utils/relative-time';
import { NotificationIcon, notificationKind } from './notification-icon';
import { NOTIFICATION_SCREEN_MESSAGES } from '@shared/messages/notification-screens';

/** What the app adds under a row (e.g. Accept/Decline on a tribe invitation), or nothing. */
export type RenderNotificationActions = (notification: Notification) => ReactNode;

/**
 * One notification: icon by type, title, message, relative time; unread rows are highlighted with a dot.
 * `actions` (the app's, e.g. Accept/Decline of a tribe invitation) sit under the row, outside its button.
 */
export function NotificationRow({
  notification,
  now,
  onSelect,
  actions,
}: {
  notification: Notification;
  now: Date;
  onSelect: (notification: Notification) => void;
  actions?: ReactNode;
}) {
  const unread = !notification.isRead;
  return (
    <li>
      <button
        type="button"
        className={`notification-row${unread ? ' notification-row--unread' : ''}`}
        onClick={() => onSelect(notification)}
      >
        <span className={`notification-row__icon notification-row__icon--${notificationKind(notification.type)}`}>
          <NotificationIcon type={notification.type} />
        </span>
        <span className="notification-row__body">
          <span className="notification-row__title">{notification.title}</span>
          <span className="notification-row__message">{notification.message}</span>
          <time className="notification-row__time" dateTime={notification.createdAt}>
            {relativeTime(notification.createdAt, now)}
          </time>
        </span>
        {unread ? (
          <span className="notification-row__dot" data-testid="unread-dot">
            <span className="sr-only">{NOTIFICATION_SCREEN_MESSAGES.unread}</span>
          </span>
        ) : null}
      </button>
      {actions ? <div className="notification-row__actions">{actions}</div> : null}
    </li>
  );
}
