/** Download my data: the Settings section, its answers and the mail when it is ready. */
export const DATA_EXPORT_MESSAGES = {
  heading: 'Download my data',
  intro:
    'A zip of every photo you uploaded (the original and the current image), with their text and privacy, your comments, likes, tribes, memory capsules, share links and notifications.',
  start: 'Prepare my data',
  again: 'Prepare a new copy',
  queued: 'Waiting to start…',
  building: (done: number, total: number) => `Packing your photos: ${done} of ${total}`,
  readyTitle: 'Your data is ready',
  ready: (size: string, until: string) => `${size}, ready to download until ${until}.`,
  download: 'Download (zip)',
  failed: 'Preparing your data failed. Please try again.',
  startedTitle: 'Preparing your data',
  started: 'We will email you when it is ready. You can leave this page.',
  startFailedTitle: 'Could not prepare your data',
  alreadyRunning: 'Your data is already being prepared',
  tooMany: (perDay: number) => `You can prepare your data ${perDay} times a day. Please try again tomorrow.`,
  none: 'You have not prepared a copy of your data yet',
  expired: 'That copy of your data has expired. Prepare a new one.',
  mailSubject: 'Your Snifty Photos data is ready',
  mailTitle: 'Your data is ready to download',
  mailIntro: 'The copy of your photos and everything around them that you asked for is packed.',
  mailAction: 'Open Settings to download',
  mailOutro:
    'Sign in and open Settings to download it within a day. A download link works for anyone who has it for an hour or two, so keep it to yourself. Changing your password or signing out everywhere else deletes the copy.',
} as const;
