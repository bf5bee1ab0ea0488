import { headerDisplayName, headerInitials } from '@shared/display';
import type { PublicUser } from '@shared/schemas/user';
import { Avatar } from '@/components/ui/avatar/avatar';
import { DropdownMenu, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from '@/components/ui/dropdown-menu/dropdown-menu';
import { LogOutIcon } from '@/components/ui/icons/log-out';
import { UserIcon } from '@/components/ui/icons/user';
import { paths } from '@/config/paths';
import { DestinationItems, PLACE_DESTINATIONS } from './member-destinations';
import './app-header.css';
import { MEMBER_SHELL_MESSAGES } from '@shared/messages/member-shell';
import { PLACE_NAMES } from '@shared/messages/places';

export function AvatarMenu({
  user,
  onLogout,
  isLoggingOut = false,
}: {
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;
  onLogout: () => void;
  isLoggingOut?: boolean;
}) {
  const name = headerDisplayName(user);
  const initials = headerInitials(user);
  return (
    <DropdownMenu
      label={MEMBER_SHELL_MESSAGES.account}
      renderTrigger={(props) => (
        <button {...props} className="avatar-trigger" aria-label={MEMBER_SHELL_MESSAGES.accountMenu} data-testid="avatar-menu-trigger">
          <Avatar src={user.profileImageUrl} initials={initials} alt={name} size={38} />
        </button>
      )}
    >
      <DropdownMenuLabel>
        <div className="avatar-menu__who">
          <Avatar src={user.profileImageUrl} initials={initials} alt="" size={40} />
          <div className="avatar-menu__names">
            <p className="avatar-menu__name">{name}</p>
            <p className="avatar-menu__email">{user.email}</p>
          </div>
        </div>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem to={paths.app.profile.getHref()} icon={<UserIcon />}>
        {PLACE_NAMES.profile}
      </DropdownMenuItem>
      <DestinationItems destinations={PLACE_DESTINATIONS} />
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<LogOutIcon />} variant="danger" onSelect={onLogout} disabled={isLoggingOut}>
        {isLoggingOut ? MEMBER_SHELL_MESSAGES.loggingOut : MEMBER_SHELL_MESSAGES.logOut}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
