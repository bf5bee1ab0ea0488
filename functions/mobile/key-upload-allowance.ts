/** Uploads per API key are rate limited (100 an hour), counted atomically before any photo is made. */
import { MOBILE_UPLOADS_PER_HOUR } from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { takeAllowance } from '../lib/allowance';

const HOUR_MS = 60 * 60_000;

export const takeKeyUploadAllowance = (keyId: string): Promise<void> =>
  takeAllowance(
    { scope: 'api-key-upload', windowMs: HOUR_MS, limit: MOBILE_UPLOADS_PER_HOUR, message: API_KEY_MESSAGES.tooManyUploads },
    keyId,
  );
