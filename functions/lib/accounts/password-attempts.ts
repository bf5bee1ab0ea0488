/**
 * Password guesses are throttled per account AND client address together (a growing lock after a run of
 * wrong ones, see shared/constants SIGNIN_*), and per client address across accounts. Each attempt is
 * counted BEFORE its password is judged, so parallel guesses get no more judgements than sequential
 * ones; a right password gives the attempt back. Failing on someone else's account from one address
 * never locks its owner out at another.
 *
 * Sign-in uses it, and so must anything else that judges a member's password (change password).
 */
import {
  SIGNIN_FAILURES_PER_ADDRESS_PER_HOUR,
  SIGNIN_FIRST_DELAY_MS,
  SIGNIN_FREE_ATTEMPTS,
  SIGNIN_MAX_DELAY_MS,
  SIGNIN_STREAK_TTL_MS,
} from '../../../shared/constants';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { releaseRate, reserveRate } from '../../data/members/rate-windows';
import { endStreak, reserveStreakAttempt, type StreakPolicy } from '../../data/members/sign-in-streaks';
import { TooManyRequestsError } from '../../kernel/errors';

const HOUR_MS = 60 * 60_000;

export const SIGN_IN_STREAK_POLICY: StreakPolicy = {
  free: SIGNIN_FREE_ATTEMPTS,
  firstDelayMs: SIGNIN_FIRST_DELAY_MS,
  maxDelayMs: SIGNIN_MAX_DELAY_MS,
  ttlMs: SIGNIN_STREAK_TTL_MS,
};

export interface PasswordAttempt {
  /** The password was right: the streak of this account and address ends, the address's place returns. */
  succeeded(): Promise<void>;
}

/** Counts one attempt on `email` from `address`, or throws 429 with Retry-After without counting it. */
export async function reservePasswordAttempt(email: string, address: string): Promise<PasswordAttempt> {
  const place = await reserveRate('signin-address', address, HOUR_MS, SIGNIN_FAILURES_PER_ADDRESS_PER_HOUR);
  if (!place.reserved) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, place.retryAfterSeconds);
  const streak = await reserveStreakAttempt(email, address, SIGN_IN_STREAK_POLICY);
  if (!streak.reserved) {
    await releaseRate('signin-address', address, HOUR_MS);
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, streak.retryAfterMs / 1000);
  }
  return {
    succeeded: async () => {
      await Promise.all([endStreak(email, address), releaseRate('signin-address', address, HOUR_MS)]);
    },
  };
}
