import type { Photo } from '@shared/schemas/photo';
import { UsersIcon } from '@/components/ui/icons/users';
import './photo-meta.css';

const names = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** 'Shared with Family' (or 'Family and Close Friends'): how this card reached a viewer who is not its owner. */
export const sharedThroughText = (tribes: Photo['sharedThrough']) => `Shared with ${names.format(tribes.map((t) => t.name))}`;

/**
 * The small mark on a card seen through one of the viewer's tribes: the server names only
 * the viewer's own tribes, and none to the owner, so an empty list shows nothing.
 */
export function SharedThroughMark({ tribes, className }: { tribes: Photo['sharedThrough']; className?: string }) {
  if (!tribes.length) return null;
  const text = sharedThroughText(tribes);
  return (
    <span
      title={text}
      className={['privacy-badge', 'privacy-badge--orange', 'shared-through-mark', className ?? ''].filter(Boolean).join(' ')}
    >
      <UsersIcon aria-hidden="true" />
      {text}
    </span>
  );
}
