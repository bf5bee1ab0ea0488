/** The mail rate limit per address (password attempts are counted in password-attempts.ts). */
import { MAIL_SENDS_PER_WINDOW, RATE_LIMIT_WINDOW_MS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { takeAllowance } from '../lib/allowance';

/** Counted whether or not the address has an account, so the limit reveals nothing either. */
export const takeMailAllowance = (email: string): Promise<void> =>
  takeAllowance(
    { scope: 'mail', windowMs: RATE_LIMIT_WINDOW_MS, limit: MAIL_SENDS_PER_WINDOW, message: AUTH_MESSAGES.tooManyAttempts },
    email,
  );
