/** The account rate limits: failed sign-ins per account, and mails per address. */
import { MAIL_SENDS_PER_WINDOW, RATE_LIMIT_WINDOW_MS, SIGNIN_FAILURES_PER_WINDOW } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/messages';
import { hitRate, readRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

export async function assertSignInAllowed(email: string): Promise<void> {
  const state = await readRate('signin-failure', email, RATE_LIMIT_WINDOW_MS);
  if (state.count >= SIGNIN_FAILURES_PER_WINDOW) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  }
}

export async function recordSignInFailure(email: string): Promise<void> {
  await hitRate('signin-failure', email, RATE_LIMIT_WINDOW_MS);
}

/** Counted whether or not the address has an account, so the limit reveals nothing either. */
export async function takeMailAllowance(email: string): Promise<void> {
  const state = await hitRate('mail', email, RATE_LIMIT_WINDOW_MS);
  if (state.count > MAIL_SENDS_PER_WINDOW) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, state.retryAfterSeconds);
  }
}
