/** Restyles per member are limited: each one is a paid model call (RESTYLES_PER_HOUR). */
import { RESTYLES_PER_HOUR } from '../../shared/constants';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { takeAllowance } from '../lib/allowance';

const HOUR_MS = 60 * 60_000;

export const takeRestyleAllowance = (userId: string): Promise<void> =>
  takeAllowance({ scope: 'restyle', windowMs: HOUR_MS, limit: RESTYLES_PER_HOUR, message: PHOTO_MESSAGES.tooManyRestyles }, userId);
