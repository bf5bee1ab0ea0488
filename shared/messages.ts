/**
 * Texts the server returns and the forms show: SPEC.md section 5 (validation) and the server-side
 * messages of section 8 and DESIGN.md section 7. One wording, shared by the API and the web app.
 */
export const VALIDATION = {
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address too long',
  emailRequired: 'Email is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password too long',
  passwordRequired: 'Password is required',
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  firstNameTooLong: 'First name too long',
  firstNameInvalid: 'First name contains invalid characters',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: 'Last name too long',
  lastNameInvalid: 'Last name contains invalid characters',
  tokenRequired: 'Token is required',
  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment is too long (2000 characters at most)',
  memberRequired: 'Enter an email address to add a member',
  noPhotosTitle: 'No Photos Selected',
  noPhotos: 'Please select at least one photo to upload.',
  invalidStyle: 'Unknown AI style',
  invalidBody: 'Request body must be valid JSON',
  bodyNotObject: 'Request body must be a JSON object',
  pageLimit: 'limit must be a whole number from 1 to 100',
  trendingLimit: 'limit must be a whole number from 1 to 50',
  privacyInvalid: 'privacy must be an object with visibility (private, tribes or public), allowedTribes and intent',
  visibilityInvalid: 'Visibility must be private, tribes or public',
  intentInvalid: 'Intent must be just_for_laughs, memory, gift or reflection',
  tooManyTribes: 'A photo can be shared with 40 tribes at most',
  filesInvalid: 'files must be a list of the photos to upload',
  fileNameRequired: 'Each file needs a name',
} as const;

export const AUTH_MESSAGES = {
  unauthorized: 'Unauthorized',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before signing in. Check your inbox for the verification link.',
  accountExists: 'An account with this email already exists',
  signupSuccess: 'Account created. Check your email to verify your account before signing in.',
  signedOut: 'Signed out',
  verifySuccess: 'Email verified. You can now sign in.',
  verifyInvalid: 'Invalid or expired verification link',
  resetInvalid: 'This reset link is invalid or has expired',
  resetSuccess: 'Your password has been reset. You can now sign in.',
  /** Forgot-password and resend answer the same whether or not the account exists. */
  mailNeutral: 'If an account exists for that address, we have sent it an email.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  crossSiteRefused: 'Cross-site request refused',
  socialFailed: 'Social sign-in failed. Please try again.',
} as const;

export const HTTP_MESSAGES = {
  notFound: 'Not found',
  photoNotFound: 'Photo not found',
  internal: 'Something went wrong. Please try again.',
  payloadTooLarge: 'File is too large (10 MB at most)',
  unsupportedType: 'File type must be JPG, PNG, GIF or WebP',
  bodyTooLarge: 'Request body is too large (64 KB at most)',
} as const;

/** What the photo calls answer besides validation (DESIGN.md section 6). */
export const PHOTO_MESSAGES = {
  /** Fallback text of a photo whose analysis failed: it stays listed, never lost. */
  fallbackTitle: 'Untitled photo',
  fallbackDescription: "We couldn't read this image, so AI could not describe it.",
  /** Shown on cards while the pipeline runs. */
  processing: 'AI is analysing this photo…',
  ownerOnly: 'Only the owner of this photo can do that',
  notReady: 'This photo is still being analysed. Try again in a moment.',
  tribesRequired: 'Choose at least one tribe to share with',
  tribesNotOwned: 'You can only share with tribes you own',
  photoFieldRequired: 'Attach the photo as the multipart field "photo"',
  multipartRequired: 'Send the photo as multipart/form-data',
  tooManyUploads: 'Too many uploads at once. Please wait a few minutes and try again.',
} as const;

/** What the tribe calls answer besides validation (DESIGN.md section 6, Tribes). */
export const TRIBE_MESSAGES = {
  notFound: 'Tribe not found',
  ownerOnly: 'Only the owner of this tribe can do that',
  notYourself: 'You are already in your own tribe',
  alreadyMember: 'Already a member of this tribe',
  memberNotFound: 'Not a member of this tribe',
  typedTribeKept: 'The five built-in tribes cannot be deleted',
  addedTitle: 'New tribe',
  added: (ownerName: string, tribeName: string) => `${ownerName} added you to ${tribeName}`,
} as const;

/** What the social calls answer besides validation. */
export const SOCIAL_MESSAGES = {
  likesOff: 'Likes are turned off for the tribes this photo is shared with',
  commentsOff: 'Comments are turned off for the tribes this photo is shared with',
  memberNotFound: 'Member not found',
  notYourself: 'You cannot follow yourself',
  notificationNotFound: 'Notification not found',
  likeTitle: 'New like',
  liked: (name: string, title: string) => `${name} liked your photo "${title}"`,
  commentTitle: 'New comment',
  commented: (name: string, title: string) => `${name} commented on your photo "${title}"`,
  followerTitle: 'New follower',
  followed: (name: string) => `${name} started following you`,
  newPhotoTitle: 'New photo',
  newPhoto: (name: string, tribe: string) => `${name} shared a photo with ${tribe}`,
} as const;
