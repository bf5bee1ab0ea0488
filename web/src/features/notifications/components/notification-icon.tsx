import type { ReactElement } from 'react';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/enums';
import { BellIcon } from '@/components/ui/icons/bell';
import { HeartIcon } from '@/components/ui/icons/heart';
import { ImageIcon } from '@/components/ui/icons/image';
import { MessageCircleIcon } from '@/components/ui/icons/message-circle';
import { UnlockIcon } from '@/components/ui/icons/unlock';
import { UserPlusIcon } from '@/components/ui/icons/user-plus';
import { UsersIcon } from '@/components/ui/icons/users';
import type { IconProps } from '@/components/ui/icons/icon';

const ICONS: Record<NotificationType, (props: IconProps) => ReactElement> = {
  new_photo: ImageIcon,
  new_follower: UserPlusIcon,
  like: HeartIcon,
  comment: MessageCircleIcon,
  capsule_open: UnlockIcon,
  tribe_invite: UsersIcon,
};

/** The known type, or 'default' for any other (e.g. 'tribe_added'). */
export const notificationKind = (type: string): NotificationType | 'default' =>
  (NOTIFICATION_TYPES as readonly string[]).includes(type) ? (type as NotificationType) : 'default';

/** The icon of a notification type; unknown types get the bell. */
export function NotificationIcon({ type, ...props }: { type: string } & IconProps) {
  const kind = notificationKind(type);
  const Icon = kind === 'default' ? BellIcon : ICONS[kind];
  return <Icon {...props} />;
}
