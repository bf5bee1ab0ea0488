import { BellIcon } from '../../../components/ui/icons/icons';
import { Popover } from '../../../components/ui/popover/popover';
import './app-header.css';

/** The bell before notifications exist: an empty 'Notifications' panel. */
export function NotificationBellPlaceholder() {
  return (
    <Popover
      label="Notifications"
      renderTrigger={(props) => (
        <button {...props} className="icon-button" aria-label="Notifications">
          <BellIcon />
        </button>
      )}
      panelClassName="bell-panel"
    >
      <div className="bell-panel__header">
        <h2>Notifications</h2>
      </div>
      <div className="bell-panel__empty">
        <span className="bell-panel__empty-icon" aria-hidden="true">
          <BellIcon />
        </span>
        <p>No notifications yet</p>
      </div>
    </Popover>
  );
}
