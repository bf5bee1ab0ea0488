/** An accessible menu button: role=menu, arrow keys move between items, Escape closes. */
import { createContext, useContext, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Popover, type TriggerProps } from '@/components/ui/popover/popover';
import './dropdown-menu.css';

const CloseContext = createContext<() => void>(() => {});

const itemsOf = (panel: HTMLElement) =>
  Array.from(panel.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));

function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const items = itemsOf(event.currentTarget);
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      focus(index + 1);
      break;
    case 'ArrowUp':
      event.preventDefault();
      focus(index - 1);
      break;
    case 'Home':
      event.preventDefault();
      focus(0);
      break;
    case 'End':
      event.preventDefault();
      focus(items.length - 1);
      break;
    case 'Tab':
      event.preventDefault();
      focus(event.shiftKey ? index - 1 : index + 1);
      break;
    default:
  }
}

export interface DropdownMenuProps {
  label: string;
  renderTrigger: (props: TriggerProps) => ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  className?: string;
}

export function DropdownMenu({ label, renderTrigger, children, align = 'end', className }: DropdownMenuProps) {
  return (
    <Popover
      label={label}
      role="menu"
      align={align}
      className={className}
      panelClassName="menu"
      renderTrigger={renderTrigger}
      onOpen={(panel) => itemsOf(panel)[0]?.focus()}
      onPanelKeyDown={onMenuKeyDown}
    >
      {(close) => <CloseContext.Provider value={close}>{children}</CloseContext.Provider>}
    </Popover>
  );
}

interface ItemProps {
  children: ReactNode;
  icon?: ReactNode;
  /** A router destination; without it the item is a button. */
  to?: string;
  onSelect?: () => void;
  variant?: 'default' | 'danger';
  disabled?: boolean;
}

export function DropdownMenuItem({ children, icon, to, onSelect, variant = 'default', disabled = false }: ItemProps) {
  const close = useContext(CloseContext);
  const className = `menu__item${variant === 'danger' ? ' menu__item--danger' : ''}`;
  const select = () => {
    onSelect?.();
    close();
  };
  if (to && !disabled) {
    return (
      <Link role="menuitem" tabIndex={-1} className={className} to={to} onClick={select}>
        {icon}
        <span>{children}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : select}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <div className="menu__label">{children}</div>;
}

export function DropdownMenuSeparator() {
  return <div role="separator" className="menu__separator" />;
}
