/** Uploads per API key are rate limited (100 an hour), counted atomically before any photo is made. */
import { MOBILE_UPLOADS_PER_HOUR } from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages';
import { hitRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

const HOUR_MS = 60 * 60_000;

export async function takeKeyUploadAllowance(keyId: string): Promise<void> {
  const state = await hitRate('api-key-upload', keyId, HOUR_MS);
  if (state.count > MOBILE_UPLOADS_PER_HOUR) throw new TooManyRequestsError(API_KEY_MESSAGES.tooManyUploads, state.retryAfterSeconds);
}
