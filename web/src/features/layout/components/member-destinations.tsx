import type { ReactNode } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu/dropdown-menu';
import { ArchiveIcon } from '@/components/ui/icons/archive';
import { HomeIcon } from '@/components/ui/icons/home';
import { KeyIcon } from '@/components/ui/icons/key';
import { LayersIcon } from '@/components/ui/icons/layers';
import { SettingsIcon } from '@/components/ui/icons/settings';
import { TrendingUpIcon } from '@/components/ui/icons/trending-up';
import { UsersIcon } from '@/components/ui/icons/users';
import { paths } from '@/config/paths';

/**
 * Where a signed-in member can go, defined once for every menu that offers the way: the header's nav
 * shows the feed tabs, the avatar menu the member's places, and the phone's menu both, so a destination
 * added here reaches every screen width.
 */
interface Destination {
  label: string;
  icon: ReactNode;
  href: string;
}

/** Home, Trending and Following open the home feed on that tab (the feed tabs work, docs/decisions/web-feed-and-profiles.md). */
export const FEED_DESTINATIONS = [
  { label: 'Home', icon: <HomeIcon />, tab: null },
  { label: 'Trending', icon: <TrendingUpIcon />, tab: 'trending' },
  { label: 'Following', icon: <UsersIcon />, tab: 'following' },
].map((feed) => ({ ...feed, href: feed.tab ? `${paths.home.getHref()}?tab=${feed.tab}` : paths.home.getHref() }));

export const PLACE_DESTINATIONS: readonly Destination[] = [
  { label: 'My Tribes', icon: <UsersIcon />, href: paths.app.tribes.getHref() },
  { label: 'Tribe Feeds', icon: <LayersIcon />, href: paths.app.tribeFeed.getHref() },
  { label: 'Memories', icon: <ArchiveIcon />, href: paths.app.capsules.getHref() },
  { label: 'API Keys', icon: <KeyIcon />, href: paths.app.apiKeys.getHref() },
  { label: 'Settings', icon: <SettingsIcon />, href: paths.app.settings.getHref() },
];

/** The destinations as items of a dropdown menu. */
export function DestinationItems({ destinations }: { destinations: readonly Destination[] }) {
  return destinations.map((destination) => (
    <DropdownMenuItem key={destination.label} to={destination.href} icon={destination.icon}>
      {destination.label}
    </DropdownMenuItem>
  ));
}
