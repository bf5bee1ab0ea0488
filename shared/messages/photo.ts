/** What the photo calls answer (DESIGN.md section 6): uploads, privacy, the analysis and restyles, search. */
export const PHOTO_MESSAGES = {
  tribesRequired: 'Choose at least one tribe to share with',
  tribesNotOwned: 'You can only share with tribes you own',
  photoFieldRequired: 'Attach the photo as the multipart field "photo"',
  /** A multipart body over MAX_MULTIPART_BODY_BYTES (4.4 MB): what to do instead. */
  multipartTooLarge:
    'Request body is too large for a direct upload (4.4 MB at most). Upload larger photos (10 MB at most) with a presigned POST: POST /api/photos/uploads, then send the file to the URL it returns.',
  multipartRequired: 'Send the photo as multipart/form-data',
  /** SPEC.md section 5's wording: an upload's list of files and a photo's privacy. */
  noPhotosTitle: 'No Photos Selected',
  noPhotos: 'Please select at least one photo to upload.',
  filesInvalid: 'files must be a list of the photos to upload',
  fileNameRequired: 'Each file needs a name',
  privacyInvalid: 'privacy must be an object with visibility (private, tribes or public), allowedTribes and intent',
  visibilityInvalid: 'Visibility must be private, tribes or public',
  intentInvalid: 'Intent must be just_for_laughs, memory, gift or reflection',
  tooManyTribes: 'A photo can be shared with 40 tribes at most',
  invalidStyle: 'Unknown AI style',
  trendingLimit: 'limit must be a whole number from 1 to 50',
  /** Fallback text of a photo whose analysis failed: it stays listed, never lost. */
  fallbackTitle: 'Untitled photo',
  fallbackDescription: "We couldn't read this image, so AI could not describe it.",
  /** Shown on cards while the pipeline runs. */
  processing: 'AI is analysing this photo…',
  ownerOnly: 'Only the owner of this photo can do that',
  notReady: 'This photo is still being analysed. Try again in a moment.',
  /** A restyle the model could not answer (SPEC.md's restyle toast says the same). */
  restyleFailed: 'Failed to analyze photo with AI',
  nothingToUndo: 'There is no restyle to undo on this photo.',
  tooManyUploads: 'Too many uploads at once. Please wait a few minutes and try again.',
  tooManyRestyles: 'Too many AI restyles this hour (20 per hour). Please try again later.',
  searchQueryRequired: 'Type something to search for',
  searchQueryTooLong: 'Search for 100 characters at most',
  /** The owner's delete confirmation and its toasts (ours). */
  deleteTitle: 'Delete this photo?',
  deleteWarning: (title: string) => `“${title}” and its comments and likes are removed for good. This cannot be undone.`,
  deletedTitle: 'Photo Deleted',
  deleted: 'Your photo has been removed.',
  deleteFailed: 'Failed to delete photo',
} as const;
