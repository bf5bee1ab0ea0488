/**
 * Mobile uploads are counted atomically before any work and per member, never per key: deleting a key and
 * generating another starts no fresh allowance: 100 an hour across all the member's keys.
 * (Key creations are tallied per day in the key's own transaction: data/members/api-keys.ts.)
 */
import { MOBILE_UPLOADS_PER_HOUR } from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { takeAllowance } from '../lib/allowance';

const HOUR_MS = 60 * 60_000;

export const takeMobileUploadAllowance = (userId: string): Promise<void> =>
  takeAllowance(
    { scope: 'member-mobile-upload', windowMs: HOUR_MS, limit: MOBILE_UPLOADS_PER_HOUR, message: API_KEY_MESSAGES.tooManyUploads },
    userId,
  );
