import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { forgotPasswordBody } from '../../../shared/schemas/auth';
import { countTowardsLimit } from '../../lib/rate-limits';
import { getUserByEmail } from '../../data/members/users';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { sendResetMail } from '../account-mails';
import { answerWithoutRevealingAccount } from '../answer-without-revealing-account';

/** POST /api/auth/forgot-password: the same answer, in the same time, whether or not the account exists. */
export const forgotPassword: Operation = async ({ event, requestId }) => {
  const { email } = parseJsonBody(event, forgotPasswordBody);
  await countTowardsLimit('mail', email);
  await answerWithoutRevealingAccount(requestId, async () => {
    const user = await getUserByEmail(email);
    if (user) await sendResetMail(user);
  });
  return ok({ message: AUTH_MESSAGES.mailNeutral });
};
