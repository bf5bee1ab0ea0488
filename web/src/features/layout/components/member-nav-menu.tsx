import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu/dropdown-menu';
import {
  ArchiveIcon,
  HomeIcon,
  KeyIcon,
  LayersIcon,
  MenuIcon,
  SettingsIcon,
  TrendingUpIcon,
  UsersIcon,
} from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';

/**
 * The signed-in member's way around on a narrow screen, where the header's nav does not fit (issue 17):
 * the feed tabs of the desktop header, then the destinations of the avatar menu. A menu button with the
 * dropdown's keyboard handling (arrows, Home/End, Escape) and menu roles for screen readers.
 */
export function MemberNavMenu() {
  return (
    <DropdownMenu
      label="Navigation"
      align="start"
      className="member-nav"
      renderTrigger={(props) => (
        <button {...props} className="member-nav__button" aria-label="Open navigation menu">
          <MenuIcon aria-hidden="true" />
        </button>
      )}
    >
      <DropdownMenuItem to={paths.home.getHref()} icon={<HomeIcon />}>
        Home
      </DropdownMenuItem>
      <DropdownMenuItem to={`${paths.home.getHref()}?tab=trending`} icon={<TrendingUpIcon />}>
        Trending
      </DropdownMenuItem>
      <DropdownMenuItem to={`${paths.home.getHref()}?tab=following`} icon={<UsersIcon />}>
        Following
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem to={paths.app.tribeFeed.getHref()} icon={<LayersIcon />}>
        Tribe Feeds
      </DropdownMenuItem>
      <DropdownMenuItem to={paths.app.tribes.getHref()} icon={<UsersIcon />}>
        My Tribes
      </DropdownMenuItem>
      <DropdownMenuItem to={paths.app.capsules.getHref()} icon={<ArchiveIcon />}>
        Memories
      </DropdownMenuItem>
      <DropdownMenuItem to={paths.app.apiKeys.getHref()} icon={<KeyIcon />}>
        API Keys
      </DropdownMenuItem>
      <DropdownMenuItem to={paths.app.settings.getHref()} icon={<SettingsIcon />}>
        Settings
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
