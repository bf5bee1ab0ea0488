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
import { PLACE_NAMES } from '@shared/messages/places';

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
  { label: PLACE_NAMES.home, icon: <HomeIcon />, tab: null },
  { label: PLACE_NAMES.trending, icon: <TrendingUpIcon />, tab: 'trending' },
  { label: PLACE_NAMES.following, icon: <UsersIcon />, tab: 'following' },
].map((feed) => ({ ...feed, href: feed.tab ? `${paths.home.getHref()}?tab=${feed.tab}` : paths.home.getHref() }));

export const PLACE_DESTINATIONS: readonly Destination[] = [
  { label: PLACE_NAMES.myTribes, icon: <UsersIcon />, href: paths.app.tribes.getHref() },
  { label: PLACE_NAMES.tribeFeeds, icon: <LayersIcon />, href: paths.app.tribeFeed.getHref() },
  { label: PLACE_NAMES.memories, icon: <ArchiveIcon />, href: paths.app.capsules.getHref() },
  { label: PLACE_NAMES.apiKeys, icon: <KeyIcon />, href: paths.app.apiKeys.getHref() },
  { label: PLACE_NAMES.settings, icon: <SettingsIcon />, href: paths.app.settings.getHref() },
];

/** The destinations as items of a dropdown menu. */
export function DestinationItems({ destinations }: { destinations: readonly Destination[] }) {
  return destinations.map((destination) => (
    <DropdownMenuItem key={destination.label} to={destination.href} icon={destination.icon}>
      {destination.label}
    </DropdownMenuItem>
  ));
}
