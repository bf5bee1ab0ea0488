/** The app's own screens around every feature: an unknown address, a screen that crashed, the way to sign in. */
export const APP_SCREEN_MESSAGES = {
  /** Any other path shows these two texts. */
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
  notFoundDocumentTitle: 'Page not found',
  backHome: 'Back to home',
  crashedText: 'An unexpected error stopped this page. Reloading usually helps.',
  reload: 'Reload the page',
  takingYouToSignIn: 'Taking you to sign in...',
  skipToContent: 'Skip to content',
} as const;
