/** What any API request can be answered, whatever its group. */
export const HTTP_MESSAGES = {
  unauthorized: 'Unauthorized',
  crossSiteRefused: 'Cross-site request refused',
  notThroughSite: 'This address answers only requests made through the site. Mobile apps call /api/mobile with an API key.',
  invalidBody: 'Request body must be valid JSON',
  bodyNotObject: 'Request body must be a JSON object',
  pageLimit: 'limit must be a whole number from 1 to 100',
  notFound: 'Not found',
  photoNotFound: 'Photo not found',
  internal: 'Something went wrong. Please try again.',
  busy: 'The service is busy. Please try again in a moment.',
  changedMeanwhile: 'This changed meanwhile. Please try again.',
  payloadTooLarge: 'File is too large (10 MB at most)',
  unsupportedType: 'File type must be JPG, PNG, GIF or WebP',
  bodyTooLarge: 'Request body is too large (64 KB at most)',
  bodyTooDeep: 'Request body is nested too deeply (64 levels at most)',
} as const;
