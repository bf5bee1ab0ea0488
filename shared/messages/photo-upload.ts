/**
 * What an upload answers besides validation (DESIGN.md section 6): the part of PHOTO_MESSAGES (photo.ts)
 * the mobile Lambda needs too, so it holds these and not every photo call's texts (issue 12).
 */
export const PHOTO_UPLOAD_MESSAGES = {
  tribesRequired: 'Choose at least one tribe to share with',
  tribesNotOwned: 'You can only share with tribes you own',
  photoFieldRequired: 'Attach the photo as the multipart field "photo"',
  /** A multipart body over MAX_MULTIPART_BODY_BYTES (4.4 MB): what to do instead. */
  multipartTooLarge:
    'Request body is too large for a direct upload (4.4 MB at most). Upload larger photos (10 MB at most) with a presigned POST: POST /api/photos/uploads, then send the file to the URL it returns.',
  multipartRequired: 'Send the photo as multipart/form-data',
} as const;
