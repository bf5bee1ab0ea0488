import { AUTH_MESSAGES } from '../../../shared/messages';
import { resetPasswordBody } from '../../../shared/schemas/auth';
import { deleteSessionsOfUser } from '../../data/sessions';
import { consumeToken } from '../../data/tokens';
import { setPasswordHash } from '../../data/users';
import { BadRequestError } from '../../lib/errors';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { hashPassword } from '../passwords';

/**
 * POST /api/auth/reset-password: a valid token sets the new password once. Every existing session of
 * the member ends, since a reset usually means someone else may have had the old password.
 */
export const resetPassword: Operation = async ({ event }) => {
  const { password, token } = parseJsonBody(event, resetPasswordBody);
  const passwordHash = await hashPassword(password);
  const consumed = await consumeToken(token, 'reset-password');
  if (!consumed) throw new BadRequestError(AUTH_MESSAGES.resetInvalid);
  await setPasswordHash(consumed.userId, passwordHash);
  await deleteSessionsOfUser(consumed.userId);
  return ok({ message: AUTH_MESSAGES.resetSuccess });
};
