/** Share mails per member are limited, counted atomically before sending, so the app is no spam relay. */
import { SHARE_MAIL_WINDOW_MS, SHARE_MAILS_PER_HOUR } from '../../shared/constants';
import { SHARE_MESSAGES } from '../../shared/messages/share';
import { takeAllowance } from '../lib/allowance';

export const takeShareMailAllowance = (userId: string): Promise<void> =>
  takeAllowance(
    { scope: 'share-mail', windowMs: SHARE_MAIL_WINDOW_MS, limit: SHARE_MAILS_PER_HOUR, message: SHARE_MESSAGES.tooManyMails },
    userId,
  );
