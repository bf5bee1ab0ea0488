/**
 * Arrow keys, Home and End move focus among a group's items (tabs, menu rows), wrapping around; the
 * keyboard pattern of WAI-ARIA tablists and menus. Attach to the group's onKeyDown.
 */
import type { KeyboardEvent } from 'react';

export function moveFocusAmong(event: KeyboardEvent<HTMLElement>, selector: string): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector));
  if (items.length === 0) return;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const targets: Record<string, number> = {
    ArrowRight: current < 0 ? 0 : (current + 1) % items.length,
    ArrowDown: current < 0 ? 0 : (current + 1) % items.length,
    ArrowLeft: current < 0 ? last : (current - 1 + items.length) % items.length,
    ArrowUp: current < 0 ? last : (current - 1 + items.length) % items.length,
    Home: 0,
    End: last,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}
