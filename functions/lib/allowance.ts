/**
 * One rule for every "N per window" limit: a place is taken atomically before the expensive work, and a
 * refused request takes none, so a flood neither passes the limit nor pushes its window further out.
 */
import { reserveRate, type RateScope } from '../data/members/rate-limits';
import { TooManyRequestsError } from '../kernel/errors';

export interface Allowance {
  scope: RateScope;
  windowMs: number;
  limit: number;
  /** The 429's message when the window is full. */
  message: string;
}

export async function takeAllowance(allowance: Allowance, subject: string): Promise<void> {
  const place = await reserveRate(allowance.scope, subject, allowance.windowMs, allowance.limit);
  if (!place.reserved) throw new TooManyRequestsError(allowance.message, place.retryAfterSeconds);
}
