/** What the photo calls answer besides validation (DESIGN.md section 6). */
export const PHOTO_MESSAGES = {
  /** Fallback text of a photo whose analysis failed: it stays listed, never lost. */
  fallbackTitle: 'Untitled photo',
  fallbackDescription: "We couldn't read this image, so AI could not describe it.",
  /** Shown on cards while the pipeline runs. */
  processing: 'AI is analysing this photo…',
  ownerOnly: 'Only the owner of this photo can do that',
  notReady: 'This photo is still being analysed. Try again in a moment.',
  nothingToUndo: 'There is no restyle to undo on this photo.',
  tribesRequired: 'Choose at least one tribe to share with',
  tribesNotOwned: 'You can only share with tribes you own',
  photoFieldRequired: 'Attach the photo as the multipart field "photo"',
  /** A multipart body over MAX_MULTIPART_BODY_BYTES (4.4 MB): what to do instead. */
  multipartTooLarge:
    'Request body is too large for a direct upload (4.4 MB at most). Upload larger photos (10 MB at most) with a presigned POST: POST /api/photos/uploads, then send the file to the URL it returns.',
  multipartRequired: 'Send the photo as multipart/form-data',
  tooManyUploads: 'Too many uploads at once. Please wait a few minutes and try again.',
  tooManyRestyles: 'Too many AI restyles this hour (20 per hour). Please try again later.',
  searchQueryRequired: 'Type something to search for',
  searchQueryTooLong: 'Search for 100 characters at most',
} as const;
