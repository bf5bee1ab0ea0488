import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Photo } from '@shared/schemas/photo';
import { GlobeIcon } from '@/components/ui/icons/globe';
import { LockIcon } from '@/components/ui/icons/lock';
import { ShieldIcon } from '@/components/ui/icons/shield';
import { UsersIcon } from '@/components/ui/icons/users';
import { CARD_PRIVACY, CARD_PRIVACY_UNKNOWN, DETAIL_PRIVACY } from '../lib/photo-text';
import './photo-meta.css';

const ICONS = { private: LockIcon, tribes: UsersIcon, public: GlobeIcon } as const;

/**
 * Who may see the photo. 'card' (owner only): Private red, Tribes only orange,
 * Public green, anything else grey. 'detail': Private, Shared with tribes, Public; none reads as public.
 */
export function PrivacyBadge({
  privacy,
  variant,
  className,
}: {
  privacy: Pick<Photo['privacy'], 'visibility'> | null | undefined;
  variant: 'card' | 'detail';
  className?: string;
}) {
  const visibility = privacy?.visibility ?? (variant === 'detail' ? 'public' : undefined);
  const known = visibility && visibility in ICONS ? (visibility as keyof typeof ICONS) : undefined;
  const look = known ? (variant === 'card' ? CARD_PRIVACY : DETAIL_PRIVACY)[known] : CARD_PRIVACY_UNKNOWN;
  const Icon = known ? ICONS[known] : ShieldIcon;
  return (
    <span
      className={['privacy-badge', `privacy-badge--${look.tone}`, className ?? ''].filter(Boolean).join(' ')}
      data-tone={look.tone}
      data-testid="privacy-badge"
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{PHOTO_MESSAGES.visibilityPrefix}</span>
      {look.label}
    </span>
  );
}
