/**
 * A photo the owner just uploaded is 'processing' until the analysis pipeline has written its text, and
 * one whose edit the owner just saved in place shows the image before it until the pipeline has applied it.
 * Lists and the detail poll while one on screen is processing, and stop when none is.
 */
import { EDIT_MESSAGES } from '@shared/messages/edit';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Photo } from '@shared/schemas/photo';

/** How often a list or the detail re-reads while a photo on it is being analysed. */
export const PROCESSING_POLL_MS = 2_500;

/** Being analysed, or (its owner's view) showing the image before an edit saved in place that is on its way. */
export const isProcessing = (photo: Pick<Photo, 'status'> & Partial<Pick<Photo, 'editProcessing'>>) =>
  photo.status === 'processing' || photo.editProcessing === true;

/** A react-query refetchInterval: poll while any of the photos is processing. */
export const pollWhileProcessing = (
  photos: readonly (Pick<Photo, 'status'> & Partial<Pick<Photo, 'editProcessing'>>)[] | undefined,
): number | false => (photos?.some(isProcessing) ? PROCESSING_POLL_MS : false);

/** What a processing photo says it is waiting for. */
export const processingText = (photo: Pick<Photo, 'status'>) =>
  photo.status === 'processing' ? PHOTO_MESSAGES.processing : EDIT_MESSAGES.applying;
