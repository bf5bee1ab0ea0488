import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { signInBody } from '../../../shared/schemas/auth';
import { markSuppressionTold, mailSuppression } from '../../data/members/mail-suppressions';
import { endResetTokens } from '../../data/members/tokens';
import { getUserByEmail } from '../../data/members/users';
import { ForbiddenError, UnauthorizedError } from '../../kernel/errors';
import { clientAddress } from '../../lib/http/client-address';
import { header, parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { reservePasswordAttempt } from '../../lib/accounts/password-attempts';
import { burnPasswordCheck, verifyPassword } from '../../lib/accounts/passwords';
import { toPublicUser } from '../../lib/accounts/public-user';
import { startSession } from '../../lib/accounts/signed-in-session';

/**
 * POST /api/auth/signin. The attempt is counted before the password is judged (429 once the account
 * and address are locked, without judging). A wrong password and an unknown email answer alike. An
 * unverified address is told so (403) only after a counted attempt proved the password right, so the
 * 403 tells a guesser nothing faster than a 200 would. A signed-in member's reset links end. An address
 * our mail bounced from, or that marked it as spam (mail-feedback.ts), is told at the next sign-in: the
 * answer's `notice`, once; an unverified one learns why its verification mail never came.
 */
export const signIn: Operation = async ({ event }) => {
  const { email, password } = parseJsonBody(event, signInBody);
  const attempt = await reservePasswordAttempt(email, clientAddress(event));
  const user = await getUserByEmail(email);
  const right = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !right) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  await attempt.succeeded();
  const suppression = await mailSuppression(user.email);
  if (!user.emailVerified) throw new ForbiddenError(suppression ? AUTH_MESSAGES.emailUndeliverable : AUTH_MESSAGES.emailNotVerified);
  const [cookie, , told] = await Promise.all([
    startSession(user, header(event, 'user-agent')),
    endResetTokens(user.id),
    // Told once: the first sign-in after the bounce or complaint.
    suppression && !suppression.toldAt ? markSuppressionTold(user.email) : false,
  ]);
  const notice = told ? { notice: AUTH_MESSAGES.mailSuppressedNotice } : {};
  return ok({ message: 'Signed in', user: toPublicUser(user), ...notice }, { cookies: [cookie] });
};
