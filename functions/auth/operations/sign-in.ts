import { AUTH_MESSAGES } from '../../../shared/messages';
import { signInBody } from '../../../shared/schemas/auth';
import { getUserByEmail } from '../../data/users';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { burnPasswordCheck, verifyPassword } from '../passwords';
import { toPublicUser } from '../public-user';
import { assertSignInAllowed, recordSignInFailure } from '../rate-limits';
import { startSession } from '../sessions';

/**
 * POST /api/auth/signin. A wrong password and an unknown email answer alike; an unverified address is
 * told so only after the password proved the caller owns the account.
 */
export const signIn: Operation = async ({ event }) => {
  const { email, password } = parseJsonBody(event, signInBody);
  await assertSignInAllowed(email);
  const user = await getUserByEmail(email);
  const valid = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : (await burnPasswordCheck(password), false);
  if (!user || !valid) {
    await recordSignInFailure(email);
    throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
  }
  if (!user.emailVerified) throw new ForbiddenError(AUTH_MESSAGES.emailNotVerified);
  const cookie = await startSession(user);
  return ok({ message: 'Signed in', user: toPublicUser(user) }, { cookies: [cookie] });
};
