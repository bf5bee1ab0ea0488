import { AUTH_MESSAGES } from '../../../shared/messages';
import { verifyEmailBody } from '../../../shared/schemas/auth';
import { consumeToken } from '../../data/tokens';
import { markEmailVerified } from '../../data/users';
import { BadRequestError } from '../../lib/errors';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';

/** POST /api/auth/verify-email: a valid, unexpired, unused token verifies its member's email. */
export const verifyEmail: Operation = async ({ event }) => {
  const { token } = parseJsonBody(event, verifyEmailBody);
  const consumed = await consumeToken(token, 'verify-email');
  if (!consumed) throw new BadRequestError(AUTH_MESSAGES.verifyInvalid);
  await markEmailVerified(consumed.userId);
  return ok({ message: AUTH_MESSAGES.verifySuccess });
};
