/** The member app's frame: the header, its menus and search, and the upload shortcut. */
export const LAYOUT_MESSAGES = {
  mainNavLabel: 'Main',
  live: 'Live',
  soon: 'Soon',
  upload: 'Upload',
  accountMenu: 'Account',
  accountMenuLabel: 'Account menu',
  profile: 'Profile',
  uploadPhotos: 'Upload photos',
  searchPhotos: 'Search photos',
  searchPlaceholder: 'Search photos...',
  navigationMenu: 'Navigation',
  openNavigationMenu: 'Open navigation menu',
} as const;
