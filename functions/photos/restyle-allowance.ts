/** Restyles per member are limited: each one is a paid model call (RESTYLES_PER_HOUR). */
import { RESTYLES_PER_HOUR } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/messages';
import { hitRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

const HOUR_MS = 60 * 60_000;

export async function takeRestyleAllowance(userId: string): Promise<void> {
  const state = await hitRate('restyle', userId, HOUR_MS);
  if (state.count > RESTYLES_PER_HOUR) throw new TooManyRequestsError(PHOTO_MESSAGES.tooManyRestyles, state.retryAfterSeconds);
}
