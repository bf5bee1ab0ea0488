/**
 * Every "N per window" limit a request is counted against, in one table. A request takes its place
 * atomically before the expensive work, and a refused request takes none, so a flood neither passes the
 * limit nor pushes its window further out. Each limit counts per member (or per address) and never per
 * thing the member can delete and make again, so no limit is reset that way.
 */
import {
  MAIL_SENDS_PER_WINDOW,
  MOBILE_UPLOADS_PER_HOUR,
  RATE_LIMIT_WINDOW_MS,
  RESTYLES_PER_HOUR,
  SHARE_MAIL_WINDOW_MS,
  SHARE_MAILS_PER_HOUR,
  SIGNUPS_PER_ADDRESS_PER_HOUR,
  TRIBE_INVITE_WINDOW_MS,
  TRIBE_INVITES_PER_DAY,
  UPLOAD_REQUESTS_PER_WINDOW,
} from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { SHARE_MESSAGES } from '../../shared/messages/share';
import { TRIBE_MESSAGES } from '../../shared/messages/tribe';
import { reserveRate, type RateScope } from '../data/members/rate-windows';
import { TooManyRequestsError } from '../kernel/errors';

const HOUR_MS = 60 * 60_000;

export interface RateLimit {
  windowMs: number;
  limit: number;
  /** The 429's message when the window is full. */
  message: string;
}

export const RATE_LIMITS = {
  /** Per member: each upload creates items and objects, so a loop must not flood us. */
  upload: { windowMs: RATE_LIMIT_WINDOW_MS, limit: UPLOAD_REQUESTS_PER_WINDOW, message: PHOTO_MESSAGES.tooManyUploads },
  /** Per member, across all their API keys: a new key starts no fresh count. */
  'member-mobile-upload': { windowMs: HOUR_MS, limit: MOBILE_UPLOADS_PER_HOUR, message: API_KEY_MESSAGES.tooManyUploads },
  /** Per member: each restyle is a paid model call. */
  restyle: { windowMs: HOUR_MS, limit: RESTYLES_PER_HOUR, message: PHOTO_MESSAGES.tooManyRestyles },
  /** Per member, before the mail is sent, so the app is no spam relay. */
  'share-mail': { windowMs: SHARE_MAIL_WINDOW_MS, limit: SHARE_MAILS_PER_HOUR, message: SHARE_MESSAGES.tooManyMails },
  /** Per member, before the invitation is written. */
  'tribe-invite': { windowMs: TRIBE_INVITE_WINDOW_MS, limit: TRIBE_INVITES_PER_DAY, message: TRIBE_MESSAGES.tooManyInvites },
  /** Per address, whether or not it has an account, so the limit reveals nothing either. */
  mail: { windowMs: RATE_LIMIT_WINDOW_MS, limit: MAIL_SENDS_PER_WINDOW, message: AUTH_MESSAGES.tooManyAttempts },
  /**
   * Per client address block (an IPv6 /64), before the account is made or any mail sent: without it one
   * client could make the app mail any number of addresses.
   */
  'signup-address': { windowMs: HOUR_MS, limit: SIGNUPS_PER_ADDRESS_PER_HOUR, message: AUTH_MESSAGES.tooManySignUps },
} as const satisfies Partial<Record<RateScope, RateLimit>>;

export type LimitedAction = keyof typeof RATE_LIMITS;

/** Counts this request towards `action`'s limit for `subject`, or refuses it with a 429 and Retry-After. */
export async function countTowardsLimit(action: LimitedAction, subject: string): Promise<void> {
  const { windowMs, limit, message } = RATE_LIMITS[action];
  const place = await reserveRate(action, subject, windowMs, limit);
  if (!place.reserved) throw new TooManyRequestsError(message, place.retryAfterSeconds);
}
