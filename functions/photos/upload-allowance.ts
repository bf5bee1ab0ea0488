/** Uploads per member are rate limited: each one creates items and objects, so a loop must not flood us. */
import { RATE_LIMIT_WINDOW_MS, UPLOAD_REQUESTS_PER_WINDOW } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/messages';
import { hitRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

export async function takeUploadAllowance(userId: string): Promise<void> {
  const state = await hitRate('upload', userId, RATE_LIMIT_WINDOW_MS);
  if (state.count > UPLOAD_REQUESTS_PER_WINDOW) throw new TooManyRequestsError(PHOTO_MESSAGES.tooManyUploads, state.retryAfterSeconds);
}
