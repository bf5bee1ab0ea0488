/**
 * Why an upload cannot become a photo. The pipeline marks such a photo failed instead of retrying:
 * the same bytes would be refused again, so a retry only burns time.
 */
export const IMAGE_REJECTION_REASONS = ['unsupported-type', 'too-many-pixels', 'corrupt'] as const;
export type ImageRejectionReason = (typeof IMAGE_REJECTION_REASONS)[number];

export class ImageRejectedError extends Error {
  constructor(
    readonly reason: ImageRejectionReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageRejectedError';
  }
}
