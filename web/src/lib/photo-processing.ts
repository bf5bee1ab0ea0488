/**
 * A photo the owner just uploaded is 'processing' until the analysis pipeline has written its text.
 * Lists and the detail poll while one on screen is processing, and stop when none is.
 */
import type { Photo } from '@shared/schemas/photo';

/** How often a list or the detail re-reads while a photo on it is being analysed. */
export const PROCESSING_POLL_MS = 2_500;

export const isProcessing = (photo: Pick<Photo, 'status'>) => photo.status === 'processing';

/** A react-query refetchInterval: poll while any of the photos is processing. */
export const pollWhileProcessing = (photos: readonly Pick<Photo, 'status'>[] | undefined): number | false =>
  photos?.some(isProcessing) ? PROCESSING_POLL_MS : false;
