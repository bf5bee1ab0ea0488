import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { verifyEmailBody } from '../../../shared/schemas/auth';
import { spendToken } from '../../data/members/tokens';
import { markEmailVerified } from '../../data/members/users';
import { BadRequestError } from '../../kernel/errors';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';

/**
 * POST /api/auth/verify-email: a valid, unexpired token verifies its member's email. The same link opened
 * again within its 24 hours says the address is already verified (and verifies it again, which is harmless
 * and finishes the job if the first call stopped between the two writes).
 */
export const verifyEmail: Operation = async ({ event }) => {
  const { token } = parseJsonBody(event, verifyEmailBody);
  const spent = await spendToken(token, 'verify-email');
  if (!spent) throw new BadRequestError(AUTH_MESSAGES.verifyInvalid);
  await markEmailVerified(spent.userId);
  return spent.alreadySpent
    ? ok({ message: AUTH_MESSAGES.verifyAlready, alreadyVerified: true })
    : ok({ message: AUTH_MESSAGES.verifySuccess });
};
