import { DropdownMenu, DropdownMenuSeparator } from '@/components/ui/dropdown-menu/dropdown-menu';
import { MenuIcon } from '@/components/ui/icons/menu';
import { DestinationItems, FEED_DESTINATIONS, PLACE_DESTINATIONS } from './member-destinations';
import { MEMBER_SHELL_MESSAGES } from '@shared/messages/member-shell';

/**
 * The signed-in member's way around on a narrow screen, where the header's nav does not fit:
 * the feed tabs of the desktop header, then the destinations of the avatar menu. A menu button with the
 * dropdown's keyboard handling (arrows, Home/End, Escape) and menu roles for screen readers.
 */
export function MemberNavMenu() {
  return (
    <DropdownMenu
      label={MEMBER_SHELL_MESSAGES.navigation}
      align="start"
      className="member-nav"
      renderTrigger={(props) => (
        <button {...props} className="member-nav__button" aria-label={MEMBER_SHELL_MESSAGES.openNavigation}>
          <MenuIcon aria-hidden="true" />
        </button>
      )}
    >
      <DestinationItems destinations={FEED_DESTINATIONS} />
      <DropdownMenuSeparator />
      <DestinationItems destinations={PLACE_DESTINATIONS} />
    </DropdownMenu>
  );
}
