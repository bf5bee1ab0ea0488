/**
 * The signed-in member proving it is them before a change that matters (a new password, leaving): a
 * wrong password counts as a failed sign-in on the same counters and limits (per account and address,
 * reserved before the password is judged), so a stolen session cannot guess the password faster than
 * the sign-in form allows.
 */
import { ACCOUNT_MESSAGES } from '../../../shared/messages/account';
import type { UserRecord } from '../../data/members/users';
import { BadRequestError } from '../../kernel/errors';
import { verifyPassword } from './passwords';
import { reservePasswordAttempt } from './password-attempts';

/** Email accounts have a password; social ones (Google, GitHub) have none to check or change. */
export const hasPassword = (user: UserRecord): user is UserRecord & { passwordHash: string } =>
  user.authProvider === 'email' && user.passwordHash !== null;

export async function assertCurrentPassword(
  user: UserRecord & { passwordHash: string },
  password: string,
  clientAddress: string,
): Promise<void> {
  const attempt = await reservePasswordAttempt(user.email, clientAddress);
  if (!(await verifyPassword(password, user.passwordHash))) throw new BadRequestError(ACCOUNT_MESSAGES.wrongPassword);
  await attempt.succeeded();
}
