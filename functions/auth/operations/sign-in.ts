import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { signInBody } from '../../../shared/schemas/auth';
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
 * 403 tells a guesser nothing faster than a 200 would. A signed-in member's reset links end.
 */
export const signIn: Operation = async ({ event }) => {
  const { email, password } = parseJsonBody(event, signInBody);
  const attempt = await reservePasswordAttempt(email, clientAddress(event));
  const user = await getUserByEmail(email);
  const right = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !right) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  await attempt.succeeded();
  if (!user.emailVerified) throw new ForbiddenError(AUTH_MESSAGES.emailNotVerified);
  const [cookie] = await Promise.all([startSession(user, header(event, 'user-agent')), endResetTokens(user.id)]);
  return ok({ message: 'Signed in', user: toPublicUser(user) }, { cookies: [cookie] });
};
