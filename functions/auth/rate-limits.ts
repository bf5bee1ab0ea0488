/** The mail rate limit per address (password attempts are counted in password-attempts.ts). */
import { MAIL_SENDS_PER_WINDOW, RATE_LIMIT_WINDOW_MS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/messages';
import { hitRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

/** Counted whether or not the address has an account, so the limit reveals nothing either. */
export async function takeMailAllowance(email: string): Promise<void> {
  const state = await hitRate('mail', email, RATE_LIMIT_WINDOW_MS);
  if (state.count > MAIL_SENDS_PER_WINDOW) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  }
}
