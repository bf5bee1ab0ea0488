import type { ComponentType } from 'react';
import type { AnnouncementIcon } from '@shared/enums';
import { PaletteIcon } from '@/components/ui/icons/palette';
import { UsersIcon } from '@/components/ui/icons/users';
import { VideoIcon } from '@/components/ui/icons/video';
import type { IconProps } from '@/components/ui/icons/icon';
import type { AnnouncementContent } from '../data/default-announcements';

const ICONS: Record<AnnouncementIcon, ComponentType<IconProps>> = {
  video: VideoIcon,
  users: UsersIcon,
  palette: PaletteIcon,
};

export type AnnouncementTone = 'green' | 'purple' | 'primary';

/** green and purple are their own colours; anything else is the primary colour. */
export const announcementTone = (color: string): AnnouncementTone => (color === 'green' || color === 'purple' ? color : 'primary');

/** One 'What's New' card: the icon on its colour, the title and the description. */
export function AnnouncementCard({ announcement }: { announcement: AnnouncementContent }) {
  const Icon = ICONS[announcement.icon];
  const tone = announcementTone(announcement.color);
  return (
    <article className={`announcement-card announcement-card--${tone}`} data-tone={tone}>
      <span className="announcement-card__icon" aria-hidden="true">
        <Icon />
      </span>
      <h3 className="announcement-card__title">{announcement.title}</h3>
      <p className="announcement-card__description">{announcement.description}</p>
    </article>
  );
}
