/**
 * A button that opens a floating panel: closes on Escape (focus returns to the button), on a click
 * outside, and when the content calls `close`. The dropdown menu is built on it.
 */
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import './popover.css';

export interface TriggerProps {
  ref: Ref<HTMLButtonElement>;
  type: 'button';
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'menu' | 'dialog';
}

export interface PopoverProps {
  /** The accessible name of the panel. */
  label: string;
  renderTrigger: (props: TriggerProps) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'start' | 'end';
  role?: 'dialog' | 'menu';
  className?: string;
  panelClassName?: string;
  /** Called after the panel opened (e.g. to move focus inside). */
  onOpen?: (panel: HTMLDivElement) => void;
  onPanelKeyDown?: (event: ReactKeyboardEvent<HTMLDivElement>) => void;
}

export function Popover({
  label,
  renderTrigger,
  children,
  align = 'end',
  role = 'dialog',
  className,
  panelClassName,
  onOpen,
  onPanelKeyDown,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const announceOpen = useEffectEvent((panel: HTMLDivElement) => onOpen?.(panel));

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    if (panelRef.current) announceOpen(panelRef.current);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  return (
    <div ref={rootRef} className={['popover', className ?? ''].filter(Boolean).join(' ')}>
      {renderTrigger({
        ref: triggerRef,
        type: 'button',
        onClick: () => setOpen((o) => !o),
        'aria-expanded': open,
        'aria-controls': panelId,
        'aria-haspopup': role,
      })}
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role={role}
          aria-label={label}
          className={['popover__panel', `popover__panel--${align}`, panelClassName ?? ''].filter(Boolean).join(' ')}
          onKeyDown={onPanelKeyDown}
        >
          {typeof children === 'function' ? children(() => setOpen(false)) : children}
        </div>
      ) : null}
    </div>
  );
}
