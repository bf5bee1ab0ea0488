import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { resetPasswordBody } from '../../../shared/schemas/auth';
import { deactivateApiKeysOf } from '../../data/members/api-keys';
import { deleteSessionsOfUser } from '../../data/members/sessions';
import { consumeToken, endResetTokens } from '../../data/members/tokens';
import { setPasswordHash } from '../../data/members/users';
import { BadRequestError } from '../../kernel/errors';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { hashPassword } from '../../lib/accounts/passwords';
import { takeBackDataExports } from '../../lib/accounts/data-export-revocation';

/**
 * POST /api/auth/reset-password: a valid token sets the new password once. The token is spent before
 * any scrypt work, so bogus links cost us one conditional delete each. Every other reset link, every
 * session, every API key and every link to a copy of the member's data end, since a reset usually means
 * someone else may have had the old password (and could have made a key, or a copy, with it).
 */
export const resetPassword: Operation = async ({ event }) => {
  const { password, token } = parseJsonBody(event, resetPasswordBody);
  const consumed = await consumeToken(token, 'reset-password');
  if (!consumed) throw new BadRequestError(AUTH_MESSAGES.resetInvalid);
  await setPasswordHash(consumed.userId, await hashPassword(password));
  await Promise.all([
    deleteSessionsOfUser(consumed.userId),
    deactivateApiKeysOf(consumed.userId),
    endResetTokens(consumed.userId),
    takeBackDataExports(consumed.userId),
  ]);
  return ok({ message: AUTH_MESSAGES.resetSuccess });
};
