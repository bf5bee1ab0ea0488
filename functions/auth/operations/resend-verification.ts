import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { resendVerificationBody } from '../../../shared/schemas/auth';
import { countTowardsLimit } from '../../lib/rate-limits';
import { getUserByEmail } from '../../data/members/users';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { sendVerificationMail } from '../account-mails';
import { answerWithoutRevealingAccount } from '../answer-without-revealing-account';

/** POST /api/auth/resend-verification: the same answer, in the same time, whether or not the account exists. */
export const resendVerification: Operation = async ({ event, requestId }) => {
  const { email } = parseJsonBody(event, resendVerificationBody);
  await countTowardsLimit('mail', email);
  await answerWithoutRevealingAccount(requestId, async () => {
    const user = await getUserByEmail(email);
    if (user && user.authProvider === 'email' && !user.emailVerified) await sendVerificationMail(user);
  });
  return ok({ message: AUTH_MESSAGES.mailNeutral });
};
