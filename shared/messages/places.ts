/** The names of the places a signed-in member goes: the menus' links, the buttons that lead there and the pages' titles. */
export const PLACE_NAMES = {
  home: 'Home',
  trending: 'Trending',
  following: 'Following',
  myTribes: 'My Tribes',
  tribeFeeds: 'Tribe Feeds',
  memories: 'Memories',
  apiKeys: 'API Keys',
  settings: 'Settings',
  profile: 'Profile',
  upload: 'Upload',
} as const;
