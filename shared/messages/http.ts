export const HTTP_MESSAGES = {
  notFound: 'Not found',
  photoNotFound: 'Photo not found',
  internal: 'Something went wrong. Please try again.',
  payloadTooLarge: 'File is too large (10 MB at most)',
  unsupportedType: 'File type must be JPG, PNG, GIF or WebP',
  bodyTooLarge: 'Request body is too large (64 KB at most)',
} as const;
