/** The signed-in devices in Settings. */
export const SESSION_MESSAGES = {
  heading: 'Signed-in devices',
  intro: 'Every browser where you are signed in. Sign out any you do not recognise.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  signOut: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  noOthers: 'You are signed in on this device only.',
  signedOutTitle: 'Signed out',
  signedOut: 'That device is signed out.',
  othersSignedOut: (count: number) => (count === 1 ? 'One other device is signed out.' : `${count} other devices are signed out.`),
  failedTitle: 'Sign-out failed',
  failed: 'Failed to sign out. Please try again.',
  loadFailed: 'Failed to load your devices',
  notFound: 'Session not found',
} as const;
