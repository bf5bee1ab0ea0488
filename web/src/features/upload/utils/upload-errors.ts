/** An upload error whose text begins '401:' and contains 'Unauthorized'. */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
