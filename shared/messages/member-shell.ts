/** The signed-in frame's own words: the header's navigation, search box, account menu and upload button. */
export const MEMBER_SHELL_MESSAGES = {
  mainNav: 'Main',
  navigation: 'Navigation',
  openNavigation: 'Open navigation menu',
  live: 'Live',
  searchPhotos: 'Search photos',
  searchPlaceholder: 'Search photos...',
  account: 'Account',
  accountMenu: 'Account menu',
  logOut: 'Log out',
  loggingOut: 'Logging out...',
  uploadPhotos: 'Upload photos',
} as const;
