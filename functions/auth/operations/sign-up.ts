import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { signUpBody } from '../../../shared/schemas/auth';
import { countTowardsLimit } from '../../lib/rate-limits';
import { createUser } from '../../data/members/users';
import { parseJsonBody } from '../../lib/http/request';
import { created } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { sendVerificationMail } from '../account-mails';
import { hashPassword } from '../../lib/accounts/passwords';
import { addressBlock, clientAddress } from '../../lib/http/client-address';

/**
 * POST /api/auth/signup: creates an unverified account and mails the verification link.
 * A taken email answers 400 with 'already exists', the wording the sign-up screen looks for.
 * At most SIGNUPS_PER_ADDRESS_PER_HOUR from one client address block, counted before anything is written or sent.
 */
export const signUp: Operation = async ({ event }) => {
  const body = parseJsonBody(event, signUpBody);
  await countTowardsLimit('signup-address', addressBlock(clientAddress(event)));
  await countTowardsLimit('mail', body.email);
  // A taken email throws EmailTakenError, which the error responder answers 400 'already exists'.
  const user = await createUser({
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    passwordHash: await hashPassword(body.password),
    authProvider: 'email',
    emailVerified: false,
  });
  await sendVerificationMail(user);
  return created({ message: AUTH_MESSAGES.signupSuccess });
};
