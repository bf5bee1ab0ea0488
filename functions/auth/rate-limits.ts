/** The mail rate limit per address and the sign-up limit per client address (password attempts are counted in password-attempts.ts). */
import { MAIL_SENDS_PER_WINDOW, RATE_LIMIT_WINDOW_MS, SIGNUPS_PER_ADDRESS_PER_HOUR } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { takeAllowance } from '../lib/allowance';

/** Counted whether or not the address has an account, so the limit reveals nothing either. */
export const takeMailAllowance = (email: string): Promise<void> =>
  takeAllowance(
    { scope: 'mail', windowMs: RATE_LIMIT_WINDOW_MS, limit: MAIL_SENDS_PER_WINDOW, message: AUTH_MESSAGES.tooManyAttempts },
    email,
  );

/**
 * Sign-ups per client address block (an IPv6 /64) an hour, counted before the account is made or any
 * mail sent, in both modes: without it one client could make the app mail any number of addresses.
 */
export const takeSignUpAllowance = (clientBlock: string): Promise<void> =>
  takeAllowance(
    { scope: 'signup-address', windowMs: 60 * 60_000, limit: SIGNUPS_PER_ADDRESS_PER_HOUR, message: AUTH_MESSAGES.tooManySignUps },
    clientBlock,
  );
