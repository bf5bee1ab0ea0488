/** The texts of the upload screen's toasts (SPEC.md sections 5 and 8), worded once. */

export const UPLOAD_MESSAGES = {
  successTitle: 'Success',
  success: (count: number) => `${count} photo(s) uploaded successfully! AI is analyzing them now.`,
  failedTitle: 'Upload Failed',
  failedFile: (fileNames: string) => `Failed to upload ${fileNames}`,
  /** Some files reached storage, others did not: the first ones exist already. */
  partlyUploaded: (uploaded: number) =>
    `The other ${uploaded} photo(s) were uploaded and AI is analyzing them now. Try the failed ones again.`,
} as const;

/** SPEC.md section 8: an upload error whose text begins '401:' and contains 'Unauthorized'. */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
