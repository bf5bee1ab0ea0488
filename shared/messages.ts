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
  verifyAlready: 'Your email is already verified. You can sign in.',
  resetInvalid: 'This reset link is invalid or has expired',
  resetSuccess: 'Your password has been reset. You can now sign in.',
  /** Forgot-password and resend answer the same whether or not the account exists. */
  mailNeutral: 'If an account exists for that address, we have sent it an email.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  crossSiteRefused: 'Cross-site request refused',
  socialFailed: 'Social sign-in failed. Please try again.',
  socialEmailUnverified: 'Your account with that provider has no verified email address. Verify it there, then try again.',
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

/** What the tribe calls answer besides validation (DESIGN.md section 6, Tribes). */
export const TRIBE_MESSAGES = {
  notFound: 'Tribe not found',
  ownerOnly: 'Only the owner of this tribe can do that',
  notYourself: 'You are already in your own tribe',
  alreadyMember: 'Already a member of this tribe',
  memberNotFound: 'Not a member of this tribe',
  typedTribeKept: 'The five built-in tribes cannot be deleted',
  invitedTitle: 'Tribe invitation',
  invited: (ownerName: string, tribeName: string) => `${ownerName} invited you to join ${tribeName}`,
  invitationNotFound: 'Invitation not found',
  alreadyInvited: 'This address is already invited to this tribe',
  tooManyTribes: 'You can have at most 20 custom tribes. Delete one to create another.',
  tribeFull: 'A tribe can have at most 200 members and invitations together.',
  tooManyInvites: 'You can send at most 50 tribe invitations a day. Please try again tomorrow.',
} as const;

/** What the social calls answer besides validation. */
export const SOCIAL_MESSAGES = {
  likesOff: 'Likes are turned off for the tribes this photo is shared with',
  commentsOff: 'Comments are turned off for the tribes this photo is shared with',
  memberNotFound: 'Member not found',
  notYourself: 'You cannot follow yourself',
  /** GET /api/users/{userId}/liked-photos for anyone but the member (issue 17). */
  likedOwnerOnly: 'Only the member can see the photos they liked',
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

/** Memory capsules (SPEC.md sections 5 and 8; the rest ours). */
export const CAPSULE_MESSAGES = {
  /** A blank entry: the title and the description of the form's message. */
  journalEntryRequired: 'Journal entry required',
  journalEntryPrompt: 'Please write something about this memory',
  journalEntryTooLong: 'Journal entry is too long (5000 characters at most)',
  emotionInvalid: 'Emotion must be happy, nostalgic, peaceful, grateful, bittersweet or hopeful',
  unlockDateInvalid: 'Unlock date must be a date (YYYY-MM-DD)',
  unlockDatePast: 'Unlock date cannot be in the past',
  tagsInvalid: 'Tags must be a list of words',
  tooManyTags: 'A memory capsule can have 20 tags at most',
  tagTooLong: 'Each tag can be 40 characters at most',
  photoRequired: 'Choose the photo of this memory',
  notFound: 'Memory capsule not found',
  created: 'Memory Capsule Created',
  createFailed: 'Failed to create memory capsule',
  openTitle: 'A memory capsule is open',
  opened: (photoTitle: string) => `Your memory of "${photoTitle}" is ready to read`,
} as const;

/** The API keys screen and the mobile API (SPEC.md sections 2, 5 and 8; issue 15). */
export const API_KEY_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please select a platform and enter a name for your API key.',
  nameTooLong: 'API key names are 50 characters at most',
  tooManyKeys: 'You can have at most 10 active API keys. Delete one to generate another.',
  notFound: 'API key not found',
  generatedTitle: 'API Key Generated',
  generated: "Copy it now and keep it safe: it won't be shown again.",
  copiedTitle: 'Copied',
  copied: 'API key copied to clipboard',
  deactivatedTitle: 'API Key Deactivated',
  deactivated: 'Apps using this key can no longer upload.',
  generationFailedTitle: 'Generation Failed',
  generationFailed: 'Failed to generate API key',
  deactivationFailedTitle: 'Deactivation Failed',
  deactivationFailed: 'Failed to deactivate API key',
  empty: 'No API keys found. Generate your first key above.',
  tooManyUploads: 'Too many uploads with this API key (100 per hour). Please try again later.',
  multipartTooLarge:
    'Multipart uploads are limited to 4.4 MB (the request limit after base64). Use the presigned flow, POST /api/mobile/uploads, for photos up to 10 MB.',
  titleRequired: 'Title is required',
  titleTooLong: 'Title is 100 characters at most',
  descriptionTooLong: 'Description is 2000 characters at most',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 printable characters',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Retry in a few seconds.',
  idempotencyKeyReused: 'This Idempotency-Key was used for another request',
} as const;

/** The photo editor's answers and toasts (SPEC.md section 9, issue 11). */
export const EDIT_MESSAGES = {
  editDataInvalid: 'editData must be the JSON text of an object',
  editDataTooLarge: 'editData is larger than 256 KB',
  originalRequired: 'originalPhotoId is required',
  noSavedDesign: 'This photo has no saved edit',
  savedTitle: 'Photo edited successfully',
  savedText: 'Your changes have been saved',
  failedTitle: 'Edit failed',
  failedText: 'Could not save your changes. Please try again.',
  initFailedTitle: 'Editor initialization failed',
  initFailedText: 'Please try again later',
} as const;

/** The settings screen (issue 14): profile, picture, password, leaving. */
export const ACCOUNT_MESSAGES = {
  profileSavedTitle: 'Profile updated',
  profileSaved: 'Your name now shows everywhere on Snifty.',
  profileFailedTitle: 'Could not save your profile',
  avatarSavedTitle: 'Looking good!',
  avatarSaved: 'Your new profile picture is up.',
  avatarRemovedTitle: 'Profile picture removed',
  avatarRemoved: 'Your initials are back.',
  avatarFailedTitle: 'Could not update your picture',
  avatarRequired: 'Choose a picture to upload (field "avatar")',
  avatarType: 'Profile pictures must be JPEG, PNG, GIF or WebP images',
  avatarTooLarge: 'Profile pictures can be up to 5 MB',
  avatarUnreadable: 'That picture could not be read. Please try another one.',
  passwordChangedTitle: 'Password changed',
  passwordChanged: 'Your other devices have been signed out.',
  passwordFailedTitle: 'Could not change your password',
  wrongPassword: 'Your current password is incorrect',
  socialHasNoPassword: 'Your account signs in with Google or GitHub, so it has no password to change',
  samePassword: 'Choose a password different from your current one',
  deleteConfirmEmail: 'Type your email address to confirm',
  deleteEmailMismatch: 'That is not the email address of this account',
  deletedTitle: 'Your account has been deleted',
  deleted: 'Everything you shared on Snifty is gone. Thank you for being here.',
  deleteFailedTitle: 'Could not delete your account',
  deleteInProgress: 'Your account is already being deleted. If it is still here in a minute, try again.',
} as const;
