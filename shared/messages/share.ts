/** Private share links (SPEC.md sections 5 and 8; the server texts are ours). */
export const SHARE_MESSAGES = {
  shareTypeInvalid: 'Share type must be warm, fun or thoughtful',
  messageTooLong: 'Personal message is too long (500 characters at most)',
  expiryInvalid: 'expiresInDays must be 1, 7, 30 or 365',
  photoIdRequired: 'photoId is required',
  notPublic: 'Only public photos can be shared by members other than the owner',
  /** The API's 404 and 410, which the share page shows as they are (SPEC.md section 8). */
  notFound: 'This share link is invalid or has been removed.',
  expired: 'This share link has expired.',
  tooManyMails: 'Too many share emails this hour. Please try again later.',
  mailFailed: 'We could not send the email. Please try again.',
  shareNotFound: 'Share not found',
  /** The share page's other two error texts. */
  pageFailed: 'Failed to load shared photo.',
  pageNetwork: 'An error occurred while loading the photo.',
  created: 'Share link created!',
  createFailed: 'Failed to create share',
  linkCopied: 'Link Copied',
} as const;
