import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { signUpBody } from '../../../shared/schemas/auth';
import { countTowardsLimit } from '../../lib/rate-limits';
import { createUser } from '../../data/members/users';
import { parseJsonBody } from '../../lib/http/request';
import { created } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { sendVerificationMail } from '../account-mails';
import { withdrawUnsentSignUp } from '../unsent-sign-up';
import { hashPassword } from '../../lib/accounts/passwords';
import { addressBlock, clientAddress } from '../../lib/http/client-address';

/**
 * POST /api/auth/signup: creates an unverified account and mails the verification link.
 * A taken email answers 400 with 'already exists', the wording the sign-up screen looks for. A mail SES
 * will not send takes the sign-up back (unsent-sign-up.ts).
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
  // A refused mail takes the sign-up back (400 or 503), so the address is free again.
  await sendVerificationMail(user).catch((error: unknown) => withdrawUnsentSignUp(user, error));
  return created({ message: AUTH_MESSAGES.signupSuccess });
};
