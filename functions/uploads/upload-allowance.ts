/** Uploads per member are rate limited: each one creates items and objects, so a loop must not flood us. */
import { RATE_LIMIT_WINDOW_MS, UPLOAD_REQUESTS_PER_WINDOW } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { takeAllowance } from '../lib/allowance';

export const takeUploadAllowance = (userId: string): Promise<void> =>
  takeAllowance(
    { scope: 'upload', windowMs: RATE_LIMIT_WINDOW_MS, limit: UPLOAD_REQUESTS_PER_WINDOW, message: PHOTO_MESSAGES.tooManyUploads },
    userId,
  );
