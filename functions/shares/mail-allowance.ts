/** Share mails per member are limited, counted atomically before sending, so the app is no spam relay. */
import { SHARE_MAIL_WINDOW_MS, SHARE_MAILS_PER_HOUR } from '../../shared/constants';
import { SHARE_MESSAGES } from '../../shared/messages';
import { hitRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

export async function takeShareMailAllowance(userId: string): Promise<void> {
  const state = await hitRate('share-mail', userId, SHARE_MAIL_WINDOW_MS);
  if (state.count > SHARE_MAILS_PER_HOUR) throw new TooManyRequestsError(SHARE_MESSAGES.tooManyMails, state.retryAfterSeconds);
}
