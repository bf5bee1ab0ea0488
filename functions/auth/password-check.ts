/**
 * The signed-in member proving it is them before a change that matters (a new password, leaving): a
 * wrong password counts as a failed sign-in on the same counter and limit, so a stolen session cannot
 * guess the password faster than the sign-in form allows.
 */
import { ACCOUNT_MESSAGES } from '../../shared/messages';
import type { UserRecord } from '../data/users';
import { BadRequestError } from '../lib/errors';
import { verifyPassword } from './passwords';
import { assertSignInAllowed, recordSignInFailure } from './rate-limits';

/** Email accounts have a password; social ones (Google, GitHub) have none to check or change. */
export const hasPassword = (user: UserRecord): user is UserRecord & { passwordHash: string } =>
  user.authProvider === 'email' && user.passwordHash !== null;

export async function assertCurrentPassword(user: UserRecord & { passwordHash: string }, password: string): Promise<void> {
  await assertSignInAllowed(user.email);
  if (await verifyPassword(password, user.passwordHash)) return;
  await recordSignInFailure(user.email);
  throw new BadRequestError(ACCOUNT_MESSAGES.wrongPassword);
}
