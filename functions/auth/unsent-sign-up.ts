/**
 * A sign-up whose verification mail SES would not take is taken back, so no member waits for a link that
 * never comes and the address stays free for a corrected attempt. SES refusing the recipient (in its
 * sandbox, an unverified address; or an address it will not mail) is the caller's to fix: 400. Any other
 * failure to send is ours: 503, to try again later.
 */
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { withdrawUnverifiedUser, type UserRecord } from '../data/members/users';
import { BadRequestError, ServiceUnavailableError } from '../kernel/errors';
import { logger } from '../kernel/logger';

/** SES's name for a refused recipient or message (SESv2 `SendEmail`). */
const REFUSED = 'MessageRejected';

/** How long a 503 asks the sign-up to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 60;

export async function withdrawUnsentSignUp(user: UserRecord, error: unknown): Promise<never> {
  const refused = error instanceof Error && error.name === REFUSED;
  logger.warn('verification mail not sent; sign-up withdrawn', {
    userId: user.id,
    reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  await withdrawUnverifiedUser(user);
  if (refused) throw new BadRequestError(AUTH_MESSAGES.signupMailRefused);
  throw new ServiceUnavailableError(AUTH_MESSAGES.signupMailUnavailable, RETRY_AFTER_SECONDS);
}
